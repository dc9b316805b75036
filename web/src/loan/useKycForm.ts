import { callingCodeOf } from '@swx/contract/calling-codes';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../components/ui/toast';
import { imageProblem, type KycTextFields, textProblems } from './kycRules';
import {
  type IdentificationFields,
  useSubmitIdentificationMutation,
} from './mutations/useSubmitIdentificationMutation';
import { dataUrlBlob, type SignatureReader } from './SignaturePadField';

export type KycImages = { front: File | null; back: File | null; inHand: File | null };
export const kycImageKeys = ['front', 'back', 'inHand'] as const;
export type KycImageKey = (typeof kycImageKeys)[number];

type ServerError = { message: string; field: string | null };

/** What the form sends of the typed details: trimmed, with the choices as the server's enums. */
function identificationOf(fields: KycTextFields): IdentificationFields {
  return {
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    birthdate: fields.birthdate,
    sex: fields.sex as IdentificationFields['sex'],
    country: fields.country,
    address: fields.address.trim(),
    areaCode: fields.areaCode,
    phone: fields.phone.trim(),
    documentType: fields.documentType as IdentificationFields['documentType'],
  };
}

/**
 * The verification form's inputs and their messages. Nothing is flagged before the first submit;
 * a server's refusal shows on the input it names (until that input changes) or over the form.
 */
export function useKycForm(initial: Partial<KycTextFields> | null, onDone: () => void) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<KycTextFields>({
    firstName: initial?.firstName ?? '',
    lastName: initial?.lastName ?? '',
    birthdate: initial?.birthdate ?? '',
    sex: initial?.sex ?? '',
    country: initial?.country ?? '',
    address: initial?.address ?? '',
    // No code until a country is chosen (it brings its own) or the user picks one.
    areaCode: initial?.areaCode ?? callingCodeOf(initial?.country ?? '') ?? '',
    phone: initial?.phone ?? '',
    documentType: initial?.documentType ?? 'ID_CARD',
  });
  // An area code the user picked that is not the country's own stays when the country changes.
  const [areaCodeByHand, setAreaCodeByHand] = useState(
    () => !!initial?.areaCode && initial.areaCode !== callingCodeOf(initial.country ?? ''),
  );
  const [images, setImages] = useState<KycImages>({ front: null, back: null, inHand: null });
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const signature = useRef<SignatureReader | null>(null);
  const [signed, setSigned] = useState(false);
  const [submit, isInFlight] = useSubmitIdentificationMutation();

  const passport = fields.documentType === 'PASSPORT';
  const problems = textProblems(fields);
  const fieldError = (key: keyof KycTextFields): string | null => {
    if (serverError?.field === key) return serverError.message;
    if (!submitted || !problems[key]) return null;
    return problems[key] === 'empty' ? t('loan.kyc.incomplete') : t(`loan.kyc.invalid.${key}`);
  };
  const imageError = (key: KycImageKey): string | null => {
    if (serverError?.field === key) return serverError.message;
    if (!submitted || (key === 'back' && passport)) return null;
    const problem = imageProblem(images[key]);
    return problem ? t(`loan.kyc.image.${problem}`) : null;
  };
  const signatureError =
    serverError?.field === 'signature'
      ? serverError.message
      : submitted && !signed
        ? t('loan.kyc.image.required')
        : null;
  const set = (key: keyof KycTextFields) => (value: string) => {
    if (key === 'areaCode') setAreaCodeByHand(value !== '');
    const followsCountry = key === 'country' && !areaCodeByHand;
    setFields((current) => ({
      ...current,
      [key]: value,
      ...(followsCountry ? { areaCode: callingCodeOf(value) ?? current.areaCode } : {}),
    }));
    if (serverError?.field === key) setServerError(null);
  };
  const setImage = (key: KycImageKey, file: File | null) => {
    setImages((current) => ({ ...current, [key]: file }));
    if (serverError?.field === key) setServerError(null);
  };
  const onSignature = (reader: SignatureReader, empty: boolean) => {
    signature.current = reader;
    setSigned(!empty);
  };

  const send = async () => {
    setSubmitted(true);
    setServerError(null);
    const signatureUrl = signature.current?.dataUrl() ?? null;
    const imagesOk = kycImageKeys.every(
      (key) => (key === 'back' && passport) || imageProblem(images[key]) === null,
    );
    if (Object.keys(problems).length > 0 || !imagesOk || !signatureUrl) return;
    const { front, back, inHand } = images;
    if (!front || !inHand) return;
    const input = identificationOf(fields);
    try {
      const signatureBlob = dataUrlBlob(signatureUrl);
      const result = await submit(input, {
        front,
        back: passport ? null : back,
        inHand,
        signature: signatureBlob,
      });
      if (result.__typename === 'SubmitIdentificationPayload') {
        showToast({ type: 'success', description: t('loan.kyc.submitted') });
        onDone();
        return;
      }
      if (result.__typename === '%other')
        return setServerError({ message: t('errors.UNKNOWN'), field: null });
      setServerError({
        message: t(`loan.errors.${result.code}`, { defaultValue: t(`errors.${result.code}`) }),
        field: 'field' in result ? (result.field ?? null) : null,
      });
    } catch {
      setServerError({ message: t('errors.TIMEOUT'), field: null });
    }
  };

  return {
    fields,
    set,
    images,
    setImage,
    passport,
    fieldError,
    imageError,
    signatureError,
    onSignature,
    /** A refusal that names no input, for the top of the form. */
    formError: serverError && !serverError.field ? serverError.message : null,
    fixFields: submitted && Object.keys(problems).length > 0,
    send,
    isInFlight,
  };
}

export type KycFormState = ReturnType<typeof useKycForm>;
