/**
 * Payload's and the SEO plugin's Czech strings that read wrong, corrected (payload.config.ts
 * `i18n.translations`, merged over @payloadcms/translations and the plugin's own by Payload).
 *
 * Payload puts a label (a collection's or a field's name, in the nominative and capitalised: "Stránka",
 * "Uživatel") into a sentence it cannot inflect, so a Czech template either reads right for any
 * noun or moves the label out of the sentence ("Vytvořit nové (Stránka)"). Array and blocks
 * fields are the exception: their singular label is written in the accusative for the add button
 * ("blok", "položku"), see src/fields/rowsField.ts.
 */
export const czechAdminTranslations = {
  general: {
    // "Otevřít menu" / "Zavřít menu" (the nav toggle) and the settings button: "menu" does not inflect.
    menu: 'menu',
    // The list's create button: "Vytvořit" fits a collection of any gender ("nové" did not fit
    // "Stránka"); its name adds the collection.
    createNew: 'Vytvořit',
    createNewLabel: 'Vytvořit ({{label}})',
    creatingNewLabel: 'Nový záznam ({{label}})',
    newLabel: 'Nový záznam ({{label}})',
    addLabel: 'Přidat ({{label}})',
    editLabel: 'Upravit ({{label}})',
    deleteLabel: 'Smazat ({{label}})',
    selectLabel: 'Vybrat ({{label}})',
    showAllLabel: 'Zobrazit vše ({{label}})',
    // Field labels are names here ("Hledat v polích Nadpis nebo Cesta"), so "podle" takes no case.
    searchBy: 'Hledat v polích {{label}}',
    filterWhere: 'Filtrovat ({{label}}), kde',
    groupByLabel: 'Seskupit podle pole {{label}}',
    sortByLabelDirection: 'Seřadit podle pole {{label}}: {{direction}}',
    // Column labels and the document's dates ("Vytvořeno v" read as a preposition left hanging).
    createdAt: 'Vytvořeno',
    updatedAt: 'Upraveno',
    // After a count in the error pill ("2 chyby"); Payload has no plural forms for it.
    errors: 'chyby',
    // The account screen's heading for the admin's own preferences.
    payloadSettings: 'Nastavení administrace',
    // Payload's Czech has a translation prompt here instead of the word.
    restoring: 'Obnovování…',
    restoreAsPublished: 'Obnovit jako zveřejněnou verzi',
    // Joins choices mid-sentence ("Hledat podle: Nadpis nebo Cesta") and stands between buttons.
    or: 'nebo',
    // An empty list cell (an error that never happened, an unset relation).
    noLabel: '—',
    noResults:
      'Nic nenalezeno ({{label}}). Buď zatím nic neexistuje, nebo nic neodpovídá zadaným filtrům.',
    noTrashResults: 'Koš je prázdný ({{label}}).',
    successfullyCreated: 'Vytvořeno: {{label}}.',
    successfullyDuplicated: 'Zduplikováno: {{label}}.',
    updatedLabelSuccessfully: 'Uloženo: {{label}}.',
    titleDeleted: 'Smazáno: {{label}} „{{title}}“.',
    titleRestored: 'Obnoveno: {{label}} „{{title}}“.',
    titleTrashed: 'Přesunuto do koše: {{label}} „{{title}}“.',
    deletedCountSuccessfully: 'Smazáno záznamů: {{count}} ({{label}}).',
    updatedCountSuccessfully: 'Upraveno záznamů: {{count}} ({{label}}).',
    restoredCountSuccessfully: 'Obnoveno záznamů: {{count}} ({{label}}).',
    trashedCountSuccessfully: 'Přesunuto do koše záznamů: {{count}} ({{label}}).',
    selectedCount: 'Vybráno: {{count}} ({{label}})',
    selectAll: 'Vybrat vše: {{count}} ({{label}})',
    aboutToDelete: 'Opravdu smazat <1>{{title}}</1> ({{label}})?',
    aboutToDeleteCount_one: 'Opravdu smazat {{count}} záznam ({{label}})?',
    aboutToDeleteCount_many: 'Opravdu smazat {{count}} záznamů ({{label}})?',
    aboutToDeleteCount_other: 'Opravdu smazat tyto záznamy ({{count}}, {{label}})?',
    aboutToTrash: 'Opravdu přesunout <1>{{title}}</1> ({{label}}) do koše?',
    aboutToPermanentlyDelete: 'Opravdu natrvalo smazat <1>{{title}}</1> ({{label}})?',
    aboutToRestore: 'Opravdu obnovit <1>{{title}}</1> ({{label}})?',
    aboutToRestoreAsDraft: 'Opravdu obnovit <1>{{title}}</1> ({{label}}) jako koncept?',
    documentIsTrashed: 'Tento záznam ({{label}}) je v koši a nelze ho upravit.',
    editingLabel_one: 'Úprava záznamů: {{count}} ({{label}})',
    editingLabel_many: 'Úprava záznamů: {{count}} ({{label}})',
    editingLabel_other: 'Úprava záznamů: {{count}} ({{label}})',
    schedulePublishFor: 'Naplánovat: {{title}}',
    time: 'Datum a čas',
  },
  fields: {
    // Array and blocks labels are accusative ("Přidat položku", "Přidat blok").
    addLabel: 'Přidat {{label}}',
    addNew: 'Přidat',
    addNewLabel: 'Přidat ({{label}})',
    // The opposite of "Sbalit vše" over array and blocks rows.
    showAll: 'Rozbalit vše',
    newLabel: 'Nový záznam ({{label}})',
    chooseLabel: 'Vybrat ({{label}})',
    selectExistingLabel: 'Vybrat existující ({{label}})',
    uploadNewLabel: 'Nahrát nový soubor ({{label}})',
    editLabelData: 'Upravit údaje ({{label}})',
    labelRelationship: 'Vazba ({{label}})',
  },
  error: {
    unknown: 'Došlo k neznámé chybě.',
    unPublishingDocument: 'Zveřejnění tohoto záznamu se nepodařilo zrušit.',
    // The one answer to an unknown account, a wrong password and a sign-in refused for too many
    // failures (collections/Users/hooks/signInThrottle.ts), so it also says to wait.
    emailOrPasswordIncorrect:
      'E-mail nebo heslo není správné. Po několika chybných pokusech vyčkejte chvíli, než to zkusíte znovu.',
    // Payload's "Chybějící email." (the password reset without an address).
    missingEmail: 'Zadejte e-mail.',
  },
  localization: {
    localeToPublish: 'Jazyk ke zveřejnění',
  },
  validation: {
    // The field's label says what is counted.
    requiresAtLeast: 'Nejmenší počet: {{count}}.',
    requiresNoMoreThan: 'Největší počet: {{count}}.',
    fieldHasNo: 'Toto pole zatím nic neobsahuje ({{label}}).',
    limitReached: 'Dosažen limit: přidat lze nejvýš {{max}}.',
  },
  version: {
    // date-fns gives the nominative ("méně než 1 minuta", "5 minut"), which "před" cannot take.
    lastSavedAgo: 'Od posledního uložení: {{distance}}',
    versionAgo: '(od uložení: {{distance}})',
    // One verb for publishing, the site's: "zveřejnit" (Payload's Czech says "publikovat").
    publish: 'Zveřejnit',
    publishChanges: 'Zveřejnit změny',
    publishAllLocales: 'Zveřejnit všechny jazyky',
    publishIn: 'Zveřejnit ({{locale}})',
    published: 'Zveřejněno',
    publishing: 'Zveřejňování',
    unpublish: 'Zrušit zveřejnění',
    unpublishIn: 'Zrušit zveřejnění ({{locale}})',
    unpublishing: 'Ruší se zveřejnění…',
    unpublishedSuccessfully: 'Zveřejnění zrušeno.',
    schedulePublish: 'Naplánovat zveřejnění',
    confirmPublish: 'Potvrdit zveřejnění',
    confirmUnpublish: 'Potvrdit zrušení zveřejnění',
    currentlyPublished: 'Právě zveřejněno',
    currentPublishedVersion: 'Zveřejněná verze',
    draftHasPublishedVersion: 'Koncept (má zveřejněnou verzi)',
    previouslyPublished: 'Dříve zveřejněno',
    previouslyDraft: 'Dříve koncept',
    revertToPublished: 'Vrátit se ke zveřejněné verzi',
    revertUnsuccessful: 'Vrácení se nepodařilo: žádná zveřejněná verze neexistuje.',
    aboutToRevertToPublished: 'Opravdu vrátit změny tohoto záznamu do zveřejněné podoby?',
    aboutToUnpublish: 'Opravdu zrušit zveřejnění tohoto záznamu?',
    aboutToUnpublishIn: 'Opravdu zrušit zveřejnění tohoto záznamu ({{locale}})?',
    aboutToRestore: 'Obnovit tento záznam ({{label}}) do stavu z {{versionDate}}?',
    aboutToRestoreGlobal: 'Obnovit {{label}} do stavu z {{versionDate}}?',
    aboutToPublishSelection: 'Opravdu zveřejnit všechny vybrané záznamy ({{label}})?',
    aboutToUnpublishSelection: 'Opravdu zrušit zveřejnění všech vybraných záznamů ({{label}})?',
    currentDocumentStatus: 'Současný stav: {{docStatus}}',
    noRowsFound: 'Nic nenalezeno ({{label}})',
    noRowsSelected: 'Nic není vybráno ({{label}})',
    viewingVersion: 'Verze: {{entityLabel}} {{documentTitle}}',
    viewingVersionGlobal: 'Verze: {{entityLabel}}',
    viewingVersions: 'Verze: {{entityLabel}} {{documentTitle}}',
    viewingVersionsGlobal: 'Verze: {{entityLabel}}',
  },
  'plugin-seo': {
    // Rendered as tip + link + ".": "… najdete v přehledu osvědčených postupů (anglicky)."
    lengthTipTitle:
      'Doporučená délka je {{minLength}}–{{maxLength}} znaků. Rady k psaní titulku najdete v ',
    lengthTipDescription:
      'Doporučená délka je {{minLength}}–{{maxLength}} znaků. Rady k psaní popisu najdete v ',
    bestPractices: 'přehledu osvědčených postupů (anglicky)',
    // Shown as "{count}, {to go | left over | too many}": a verb that fits any number.
    characterCount: '{{current}} z {{minLength}}–{{maxLength}} znaků, ',
    charactersToGo: 'přidejte ještě {{characters}}',
    charactersLeftOver: 'můžete přidat ještě {{characters}}',
    charactersTooMany: 'zkraťte o {{characters}}',
    checksPassing: 'Splněno kontrol: {{current}} z {{max}}',
  },
} as const
