// VietQR: the EMVCo merchant-presented QR payload Vietnamese banking apps scan to fill in a
// transfer (NAPAS 247 "to account"), and its image. Only VND can be paid this way.
import QRCode from 'qrcode';

export interface VietQrInput {
  /** The bank's 6-digit NAPAS BIN. */
  bankBin: string;
  accountNumber: string;
  /** Whole VND. */
  amount: number;
  /** Transfer content: the order code, so the payment can be matched. */
  purpose: string;
}

const NAPAS_GUID = 'A000000727';
const SERVICE_TO_ACCOUNT = 'QRIBFTTA';

/** One EMV TLV field: 2-digit id, 2-digit length, value. */
function tlv(id: string, value: string): string {
  if (value.length > 99) throw new Error(`EMV field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection), as EMVCo requires. */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Purpose text as EMV's "ans" alphabet allows: printable ASCII, at most 25 characters. */
const cleanPurpose = (text: string) => text.replace(/[^\x20-\x7E]/g, '').slice(0, 25);

export function vietQrPayload({ bankBin, accountNumber, amount, purpose }: VietQrInput): string {
  const merchant = tlv('38', tlv('00', NAPAS_GUID) + tlv('01', tlv('00', bankBin) + tlv('01', accountNumber)) + tlv('02', SERVICE_TO_ACCOUNT));
  const body =
    tlv('00', '01') + // payload format indicator
    tlv('01', '12') + // point of initiation: dynamic (one payment, fixed amount)
    merchant +
    tlv('53', '704') + // currency: VND
    tlv('54', String(Math.round(amount))) +
    tlv('58', 'VN') +
    tlv('62', tlv('08', cleanPurpose(purpose))) +
    '6304';
  return body + crc16ccitt(body);
}

/** The payload drawn as a PNG data URL (medium error correction survives a phone camera). */
export function vietQrImage(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 280 });
}
