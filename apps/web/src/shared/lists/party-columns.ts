import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { PaymentTermCode } from '@tawi/domain';
import { paymentTermLabel } from '../documents/payment-labels';
import { orDash } from './grid-columns';

/** What a customer or supplier row says about reaching and paying it. */
interface PartyRow extends GridValidRowModel {
  contactName: string | null;
  phone: string | null;
  kraPin: string | null;
  paymentTerms: PaymentTermCode;
}

/** A customer's or supplier's contact, phone, KRA PIN and payment terms; none sorts on the server. */
export function partyContactColumns<R extends PartyRow>(headers: {
  contact: string;
  phone: string;
  kraPin: string;
  terms: string;
}): GridColDef<R>[] {
  return [
    {
      field: 'contactName',
      headerName: headers.contact,
      width: 150,
      sortable: false,
      valueFormatter: orDash,
    },
    { field: 'phone', headerName: headers.phone, width: 140, sortable: false, valueFormatter: orDash },
    { field: 'kraPin', headerName: headers.kraPin, width: 125, sortable: false, valueFormatter: orDash },
    {
      field: 'paymentTerms',
      headerName: headers.terms,
      width: 130,
      sortable: false,
      valueFormatter: paymentTermLabel,
    },
  ];
}
