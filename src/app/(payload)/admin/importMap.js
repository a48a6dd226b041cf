import { RowLabel as RowLabel_7f4fa5fc68fb5a0a92393f6444a57fbd } from '@/components/admin/RowLabel'
import { BlockRowLabel as BlockRowLabel_7ad183b692c0c5d6e82e55aea4709e4b } from '@blocks/shared/BlockRowLabel'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { ScheduledPublicationCell as ScheduledPublicationCell_d872d4c501ee8a983798e22c127d13c6 } from '@/components/admin/ScheduledPublicationCell'
import { PrepublishChecksPanel as PrepublishChecksPanel_36c70c1c4ae81930dec1c0551ad9a2f2 } from '@/components/admin/prepublish/PrepublishChecksPanel'
import { LivePreviewDefaults as LivePreviewDefaults_ee8d63ca3800d32abe38a2ca15f742a9 } from '@/components/admin/LivePreviewDefaults'
import { PublishButton as PublishButton_8557896026453f2a5ab4cb43fbd7feb6 } from '@/components/admin/publish/PublishButton'
import { CurrentPasswordField as CurrentPasswordField_cf1a4b30379bab442a970170a4a2b180 } from '@/components/admin/CurrentPasswordField'
import { LeadLetterField as LeadLetterField_31756faed7b469357e007e73790eb934 } from '@/components/admin/leads/LeadLetter'
import { LeadRetentionNote as LeadRetentionNote_100407e7bee6854a90b88c40b7e2bb27 } from '@/components/admin/leads/LeadRetentionNote'
import { LeadSourceCell as LeadSourceCell_39c5cec42edfc4b1eb55a2ee40d22f9f } from '@/components/admin/leads/LeadSourceCell'
import { LeadDeliveryCell as LeadDeliveryCell_23d6498de11d9993c14f8612787b2ef4 } from '@/components/admin/leads/LeadDeliveryCell'
import { ResendLeadButton as ResendLeadButton_f2873dd5c05486e69f2696bd10d9bedc } from '@/components/admin/ResendLeadButton'
import { LeadDeliveryDetailsField as LeadDeliveryDetailsField_80a5b9365512e8b763286e7bffa72642 } from '@/components/admin/leads/LeadDeliveryDetails'
import { AttemptLogField as AttemptLogField_6f96b22d7e40a92469e93e886e0f27ba } from '@/components/admin/AttemptLogField'
import { GlobalPublishedState as GlobalPublishedState_bd8a2341d3e8e4528fb086ef6fbfc197 } from '@/upstream/GlobalPublishedState'
import { AdminIcon as AdminIcon_d500ae2ad98a0a33d640ae0ac1a3417c } from '@/components/admin/AdminIcon'
import { AdminLogo as AdminLogo_b80a86fce1072afc84cd6a430a965697 } from '@/components/admin/AdminLogo'
import { AdminAccessibility as AdminAccessibility_3c6c4c7febb08f380aee15f327f2c907 } from '@/components/admin/AdminAccessibility'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { Dashboard as Dashboard_7292b30784a9facdd561e1771398a1a5 } from '@/components/admin/dashboard/Dashboard'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/admin/RowLabel#RowLabel": RowLabel_7f4fa5fc68fb5a0a92393f6444a57fbd,
  "@blocks/shared/BlockRowLabel#BlockRowLabel": BlockRowLabel_7ad183b692c0c5d6e82e55aea4709e4b,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@/components/admin/ScheduledPublicationCell#ScheduledPublicationCell": ScheduledPublicationCell_d872d4c501ee8a983798e22c127d13c6,
  "@/components/admin/prepublish/PrepublishChecksPanel#PrepublishChecksPanel": PrepublishChecksPanel_36c70c1c4ae81930dec1c0551ad9a2f2,
  "@/components/admin/LivePreviewDefaults#LivePreviewDefaults": LivePreviewDefaults_ee8d63ca3800d32abe38a2ca15f742a9,
  "@/components/admin/publish/PublishButton#PublishButton": PublishButton_8557896026453f2a5ab4cb43fbd7feb6,
  "@/components/admin/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_cf1a4b30379bab442a970170a4a2b180,
  "@/components/admin/leads/LeadLetter#LeadLetterField": LeadLetterField_31756faed7b469357e007e73790eb934,
  "@/components/admin/leads/LeadRetentionNote#LeadRetentionNote": LeadRetentionNote_100407e7bee6854a90b88c40b7e2bb27,
  "@/components/admin/leads/LeadSourceCell#LeadSourceCell": LeadSourceCell_39c5cec42edfc4b1eb55a2ee40d22f9f,
  "@/components/admin/leads/LeadDeliveryCell#LeadDeliveryCell": LeadDeliveryCell_23d6498de11d9993c14f8612787b2ef4,
  "@/components/admin/ResendLeadButton#ResendLeadButton": ResendLeadButton_f2873dd5c05486e69f2696bd10d9bedc,
  "@/components/admin/leads/LeadDeliveryDetails#LeadDeliveryDetailsField": LeadDeliveryDetailsField_80a5b9365512e8b763286e7bffa72642,
  "@/components/admin/AttemptLogField#AttemptLogField": AttemptLogField_6f96b22d7e40a92469e93e886e0f27ba,
  "@/upstream/GlobalPublishedState#GlobalPublishedState": GlobalPublishedState_bd8a2341d3e8e4528fb086ef6fbfc197,
  "@/components/admin/AdminIcon#AdminIcon": AdminIcon_d500ae2ad98a0a33d640ae0ac1a3417c,
  "@/components/admin/AdminLogo#AdminLogo": AdminLogo_b80a86fce1072afc84cd6a430a965697,
  "@/components/admin/AdminAccessibility#AdminAccessibility": AdminAccessibility_3c6c4c7febb08f380aee15f327f2c907,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/components/admin/dashboard/Dashboard#Dashboard": Dashboard_7292b30784a9facdd561e1771398a1a5,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
