import { useTranslations } from 'next-intl'
import { ADVANCE_PAYMENT_PERCENT, BALANCE_DUE_DAYS_BEFORE_DEPARTURE } from '@/lib/site/constants'
import { cancellationTerms } from '@/lib/content'
import { siteConfig } from '@/lib/site/config'
import { agencyName } from '@/lib/site/i18n/messages'
import { CancellationTable } from './cancellation-table'
import { LegalContact, LegalDocument, type LegalSection } from './legal-document'

/*
 * The terms and conditions in Tamil: a translation of terms-conditions.tsx, section for section
 * with the same anchors. LegalDocument opens it with the note that the English text prevails. A
 * change to the English terms is made here too.
 */

/** The company's registered name stays English, marked so in the Tamil text. */
const company = <span lang="en">{siteConfig.legalName}</span>

const sections: LegalSection[] = [
  {
    id: 'bookings',
    title: 'விசாரணைகளும் முன்பதிவுகளும்',
    body: (
      <>
        <p>
          இந்த இணையதளம், தொலைபேசி அல்லது WhatsApp வழியாக அனுப்பப்படும் விசாரணைகள் இருக்கைகளையோ அறைகளையோ ஒதுக்குவதில்லை. {company}{' '}
          முன்பணத்தைப் பெற்று, உங்களுக்கு எழுத்துமூல உறுதிப்படுத்தலை அனுப்பிய பின்பே முன்பதிவு உறுதியாகிறது.
        </p>
        <p>
          வேறுவிதமாகக் குறிப்பிடப்படாவிட்டால், இந்த இணையதளத்தில் காட்டப்படும் விலைகள் இருவர் ஒரே அறையில் தங்கும் அடிப்படையில்
          ஒருவருக்கானவை; முன்பதிவு உறுதியாகும் வரை அவை மாறலாம்.
        </p>
      </>
    ),
  },
  {
    id: 'payment',
    title: 'கட்டண விதிமுறைகள்',
    body: (
      <ul>
        <li>
          சுற்றுலாக் கட்டணத்தில் <strong>{ADVANCE_PAYMENT_PERCENT}%</strong> முன்பணம் செலுத்தினால் முன்பதிவு உறுதியாகும்.
        </li>
        <li>
          மீதித் தொகையைப் <strong>புறப்படுவதற்குக் குறைந்தது {BALANCE_DUE_DAYS_BEFORE_DEPARTURE} நாட்கள் முன்</strong> செலுத்த
          வேண்டும். அதற்குள் செலுத்தப்படாவிட்டால், அந்த முன்பதிவை நீங்களே ரத்து செய்ததாக நாங்கள் கருதலாம்.
        </li>
        <li>வங்கிப் பரிமாற்றம், UPI அல்லது கார்டு மூலம் பணம் செலுத்தலாம். கார்டு மூலம் செலுத்தும்போது வங்கிக் கட்டணம் சேர்க்கப்படலாம்.</li>
      </ul>
    ),
  },
  {
    id: 'cancellation',
    title: 'நீங்கள் ரத்து செய்தால்',
    body: (
      <>
        <p>
          ரத்து கோரிக்கைகளை எழுத்துமூலம் அனுப்ப வேண்டும். புறப்படுவதற்கு எத்தனை நாட்கள் முன் உங்கள் கோரிக்கை எங்களுக்குக் கிடைக்கிறது என்பதைப்
          பொறுத்துப் பணம் திருப்பித் தரப்படும்:
        </p>
        <CancellationTable schedule={cancellationTerms('ta')} className="mt-4" />
        <p>
          திருப்பித் தர இயலாத விமான, ரயில் டிக்கெட்டுகள், விசா கட்டணங்கள், காப்பீட்டுப் பிரீமியங்கள் எந்தச் சூழலிலும் திருப்பித் தரப்படாது.
          திருப்பித் தரும் தொகை, பணம் வந்த கணக்கிற்கே 30 நாட்களுக்குள் செலுத்தப்படும்.
        </p>
      </>
    ),
  },
  {
    id: 'changes-by-us',
    title: 'எங்கள் தரப்பில் மாற்றங்களும் ரத்தும்',
    body: (
      <p>
        கோயில் நேரங்கள், வானிலை, சாலை அல்லது ரயில் நிலைமைகள், அரசு உத்தரவுகள் ஆகியவை பயணத் திட்டத்தை மாற்றக்கூடும். இயன்றவரை அதற்கு
        இணையான மாற்று ஏற்பாட்டை வழங்குவோம். எங்கள் கட்டுப்பாட்டில் உள்ள காரணங்களுக்காக ஒரு புறப்பாட்டை நாங்கள் ரத்து செய்தால், நீங்கள் செலுத்திய
        முழுத் தொகையும் திருப்பித் தரப்படும்.
      </p>
    ),
  },
  {
    id: 'travel-documents',
    title: 'பயண ஆவணங்களும் உடல்நலமும்',
    body: (
      <p>
        செல்லுபடியாகும் அடையாள ஆவணங்கள், பாஸ்போர்ட், விசா ஆகியவற்றை எடுத்து வருவதும், பயணம் செய்யும் உடல்தகுதியுடன் இருப்பதும் பயணிகளின்
        பொறுப்பு. சார் தாம் போன்ற உயரமான மலைப்பகுதி யாத்திரைகளுக்கு, அதிகாரிகள் குறிப்பிடும் வயதுக்கு மேற்பட்ட பயணிகளுக்கு மருத்துவப்
        பரிசோதனை அவசியம்.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'எங்கள் பொறுப்பு',
    body: (
      <p>
        தனியாக இயங்கும் ஹோட்டல்கள், போக்குவரத்து நிறுவனங்கள், வழிகாட்டிகள் வழங்கும் சேவைகளை {company} ஏற்பாடு செய்கிறது. அவர்களைக்
        கவனமாகத் தேர்ந்தெடுக்கிறோம்; ஆனால் அவர்களின் செயல்களுக்கோ தவறுகளுக்கோ, எங்கள் கட்டுப்பாட்டுக்கு அப்பாற்பட்ட நிகழ்வுகளால் ஏற்படும் இழப்பு,
        காயம் அல்லது தாமதத்துக்கோ நாங்கள் பொறுப்பல்ல. ஒவ்வொரு பயணத்துக்கும் பயணக் காப்பீடு எடுக்குமாறு பரிந்துரைக்கிறோம்.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'பொருந்தும் சட்டம்',
    body: (
      <p>
        இந்த விதிமுறைகள் இந்தியச் சட்டங்களுக்கு உட்பட்டவை. இவை தொடர்பான சர்ச்சைகள் தமிழ்நாடு, சென்னையில் உள்ள நீதிமன்றங்களின் அதிகார வரம்புக்கு
        உட்பட்டவை.
      </p>
    ),
  },
  { id: 'contact', title: 'எங்களைத் தொடர்பு கொள்ள', body: <LegalContact /> },
]

export function TermsConditionsTamil() {
  const t = useTranslations('content.termsConditions.meta')
  return (
    <LegalDocument
      title={t('title')}
      intro={
        <p>
          {company} (&ldquo;{agencyName('ta')}&rdquo;, &ldquo;நாங்கள்&rdquo;) நிறுவனத்திடம் முன்பதிவு செய்யப்படும் ஒவ்வொரு
          சுற்றுலாவுக்கும், இந்த இணையதளத்தின் பயன்பாட்டுக்கும் இந்த விதிமுறைகள் பொருந்தும். முன்பதிவை உறுதி செய்யும் முன் இவற்றைப் படிக்கவும்.
        </p>
      }
      sections={sections}
    />
  )
}
