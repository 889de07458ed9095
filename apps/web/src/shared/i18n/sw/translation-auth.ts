import type { authTranslation as english } from '../en/translation-auth';
import type { Translated } from '../translated';

/** Signing in and out, sign-up, passwords and invitations, in Kiswahili. */
export const authTranslation: Translated<typeof english> = {
  auth: {
    brandHeadline: 'Endesha kila tawi kutoka sehemu moja.',
    brandLead: 'Ofisi ya nyuma ya biashara za Kenya: biashara, wateja, mishahara, stoo na ripoti.',
    brandPoints: {
      books: 'Kila tawi, daftari moja la hesabu',
      trade: 'Ankara, stoo na uhamisho kwa KES',
      statutory: 'PAYE, NSSF, SHIF na VAT tayari',
    },
    brandFooter: 'Karibu. Imetengenezwa kwa ajili ya Kenya.',
    email: 'Barua pepe',
    password: 'Nenosiri',
    signIn: {
      title: 'Ingia',
      subtitle: 'Karibu tena. Ingia kwenye akaunti ya biashara yako.',
      forgotPassword: 'Umesahau nenosiri?',
      submit: 'Ingia',
      newHere: 'Mgeni kwa Tawi?',
      createAccount: 'Fungua akaunti ya biashara',
    },
    signUp: {
      title: 'Fungua akaunti yako',
      subtitle: 'Sajili biashara yako na tawi lake la kwanza. Unaweza kuongeza matawi baadaye.',
      businessName: 'Jina la biashara',
      firstBranch: 'Tawi la kwanza',
      firstBranchHelp: 'Mahali unapofanyia biashara; ongeza matawi mengine baadaye',
      fullName: 'Jina lako kamili',
      passwordHelp: 'Angalau herufi {{count}}',
      vatRegistered: 'Biashara imesajiliwa kwa VAT',
      vatRegisteredHelp: 'Ankara za tangu tarehe ya usajili zinatoza VAT na zinaitwa ANKARA YA KODI.',
      notVatRegisteredHelp:
        'Haijasajiliwa: ankara hazitozi VAT. Unaweza kubadilisha hili baadaye kwenye wasifu wa biashara.',
      kraPin: 'PIN ya KRA',
      vatRegisteredFrom: 'Imesajiliwa kwa VAT tangu',
      submit: 'Fungua akaunti',
      haveAccount: 'Una akaunti tayari?',
      signIn: 'Ingia',
      emailTaken: 'Barua pepe hii imeshasajiliwa',
      ready: 'Karibu! {{name}} iko tayari.',
    },
    forgotPassword: {
      title: 'Umesahau nenosiri',
      subtitle: 'Weka barua pepe unayoingia nayo; tutakutumia kiungo.',
      submit: 'Tuma kiungo',
      remembered: 'Umelikumbuka?',
      backToSignIn: 'Rudi kuingia',
      sentTitle: 'Angalia barua pepe yako',
      sentSubtitle: 'Kiungo kiko njiani ikiwa akaunti ipo.',
      sent: 'Ikiwa kuna akaunti inayotumia <strong>{{email}}</strong>, tumeitumia kiungo cha kuchagua nenosiri jipya. Kiungo kinafanya kazi mara moja, kwa saa 1.',
      noEmail:
        'Hujapata barua pepe baada ya dakika chache? Angalia folda ya spam, au mwombe mmiliki wa biashara yako akutumie kiungo kutoka Mipangilio > Watumiaji.',
    },
    resetPassword: {
      documentTitle: 'Weka nenosiri jipya',
      title: 'Chagua nenosiri jipya',
      subtitle: 'Weka nenosiri utakaloingia nalo kuanzia sasa.',
      checking: 'Tunakagua kiungo',
      askNewLink: 'Omba kiungo kipya',
      changed: 'Nenosiri lako limebadilishwa, na umetolewa kila mahali. Ingia kwa nenosiri jipya.',
      signIn: 'Ingia',
      formLabel: 'Nenosiri jipya',
      forAccount: 'Kwa <strong>{{email}}</strong>',
      newPassword: 'Nenosiri jipya',
      confirm: 'Thibitisha nenosiri jipya',
      submit: 'Weka nenosiri jipya',
      expired: 'Muda wa kiungo hiki umekwisha: viungo vinafanya kazi kwa saa 1. Omba kipya.',
      used: 'Kiungo hiki kimeshatumika. Omba kipya ikiwa bado unahitaji kubadilisha nenosiri lako.',
      invalid:
        'Kiungo hiki si halali. Hakikisha umefungua kiungo kizima kutoka kwenye barua pepe, au omba kipya.',
    },
    changePassword: {
      title: 'Badilisha nenosiri',
      submit: 'Badilisha nenosiri',
      current: 'Nenosiri la sasa',
      newPassword: 'Nenosiri jipya',
      confirm: 'Thibitisha nenosiri jipya',
      changed: 'Nenosiri limebadilishwa. Vipindi vyako vingine vimefungwa.',
    },
    passwordRules: {
      heading: 'Nenosiri lako jipya linahitaji',
      lengthRange: 'Herufi {{min}} hadi {{max}}',
      minLength: 'Angalau herufi {{min}}',
      lowercase: 'Herufi ndogo',
      uppercase: 'Herufi kubwa',
      digit: 'Tarakimu',
      symbol: 'Alama (si herufi wala tarakimu)',
      mismatch: 'Manenosiri mawili hayafanani',
    },
    errors: {
      generic: 'Hitilafu imetokea. Tafadhali jaribu tena.',
      invalidCredential: 'Barua pepe au nenosiri si sahihi. Viangalie na ujaribu tena.',
      emailInUse: 'Akaunti yenye barua pepe hii tayari ipo. Ingia badala yake, au tumia barua pepe nyingine.',
      tooManyAttempts: 'Majaribio mengi mno ya kuingia. Tafadhali jaribu tena baada ya dakika chache.',
      tooManyAttemptsSeconds_one:
        'Majaribio mengi mno ya kuingia. Tafadhali jaribu tena baada ya sekunde {{count}}.',
      tooManyAttemptsSeconds_other:
        'Majaribio mengi mno ya kuingia. Tafadhali jaribu tena baada ya sekunde {{count}}.',
      tooManyAttemptsMinutes_one:
        'Majaribio mengi mno ya kuingia. Tafadhali jaribu tena baada ya dakika {{count}}.',
      tooManyAttemptsMinutes_other:
        'Majaribio mengi mno ya kuingia. Tafadhali jaribu tena baada ya dakika {{count}}.',
      correctFields: 'Tafadhali sahihisha sehemu zilizoangaziwa.',
      sessionEnded: 'Kipindi chako kimeisha. Tafadhali ingia tena.',
      signInAgain: 'Tafadhali ingia tena ili kuendelea.',
    },
    session: {
      loading: 'Tunapakia eneo lako la kazi',
      unreachable: 'Imeshindikana kufikia Tawi',
    },
    examples: {
      branch: 'mf. Nairobi CBD',
      kraPin: 'mf. P051234567X',
    },
  },
};
