import type { customers as english } from '../en/customers';
import type { Translated } from '../translated';

/** Customer Center, in Kiswahili. */
export const customers: Translated<typeof english> = {
  list: {
    title: 'Wateja',
    description: 'Unaowauzia, na kila mmoja anachodaiwa kulingana na vitabu.',
    add: 'Ongeza mteja',
    searchLabel: 'Tafuta wateja',
    searchPlaceholder: 'Jina, mhusika, simu au PIN ya KRA',
    noMatchTitle: 'Hakuna mteja anayelingana na utafutaji wako',
    noMatchDescription: 'Jaribu jina, simu au PIN nyingine.',
    emptyTitle: 'Bado hakuna wateja',
    emptyDescription: 'Ongeza watu na biashara unazowauzia.',
    deleted: '{{name}} amefutwa',
    deleteTitle: 'Futa {{name}}?',
    deleteMessage:
      'Ataondoka kwenye orodha na vichaguzi vya wateja. Ankara, stakabadhi na taarifa zake zinabaki.',
    delete: 'Futa',
    editNamed: 'Hariri {{name}}',
    deleteNamed: 'Futa {{name}}',
  },
  columns: {
    name: 'Jina',
    contact: 'Mhusika',
    phone: 'Simu',
    kraPin: 'PIN ya KRA',
    terms: 'Masharti',
    balance: 'Salio',
    tier: 'Daraja',
    status: 'Hali',
    actions: 'Vitendo',
  },
};
