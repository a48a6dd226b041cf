import { licenceCheckResponseSchema } from '../schemas/licence'
import type { ProviderId } from '../schemas/providerId'
import type { Transport } from '../transport'

/**
 * Spec 7 does not show the licence-check path, so it is configured as a template with a
 * `{productId}` placeholder (PROVIDER_LICENCE_CHECK_PATH).
 */
export async function checkLicence(
  transport: Transport,
  pathTemplate: string,
  productId: ProviderId,
): Promise<boolean> {
  const path = pathTemplate.replace('{productId}', encodeURIComponent(String(productId)))
  const response = await transport.json(path, licenceCheckResponseSchema, {
    method: 'POST',
    auth: true,
  })
  return response.can_be_bought
}
