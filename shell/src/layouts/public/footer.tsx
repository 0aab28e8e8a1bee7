import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { entryValue, homeDataQuery, regionsQuery, villaTypesQuery } from '@villa/shared/api/site';
import { AGENCY_CERTIFICATE_NUMBER, FOOTER_LIST_LIMIT } from '@villa/shared/config/constants';
import { MESSAGES } from '@villa/shared/config/messages';
import { paths } from '@villa/shared/config/paths';
import { palette } from '@villa/shared/ui/tokens';
import {
  FacebookIcon,
  InstagramIcon,
  LockIcon,
  MailIcon,
  PhoneIcon,
  PinIcon,
  ShieldIcon,
  TwitterIcon,
  YoutubeIcon,
} from '@villa/shared/ui/icons';
import { useBrand } from '../../lib/use-brand';
import { LinkList } from './link-list';
import { CORPORATE_LINKS, HELP_LINKS } from './nav-links';

const Wrap = styled.footer`
  margin-top: ${({ theme }) => theme.space.huge};
  background: ${palette.sea900};
  color: #cfdde6;
  a {
    color: #e8f1f6;
  }
  ${({ theme }) => theme.media.mobile} {
    padding-bottom: 72px;
  }
`;

const Inner = styled.div`
  max-width: 1240px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.xl}
    ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  }
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: 1.3fr repeat(4, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  @media (max-width: 1000px) {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
  h2 {
    color: #fff;
    font-size: 15px;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    margin-bottom: 14px;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 8px;
    font-size: 14px;
  }
`;

const Contact = styled.div`
  display: grid;
  gap: 10px;
  font-size: 14px;
  p {
    margin: 0 0 6px;
    line-height: 1.6;
  }
  a,
  span.line {
    display: inline-flex;
    align-items: center;
    gap: 8px;
  }
`;

const Social = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 6px;
  a {
    width: 38px;
    height: 38px;
    border-radius: 50%;
    display: grid;
    place-items: center;
    background: rgba(255, 255, 255, 0.08);
  }
  a:hover {
    background: ${palette.gold500};
    color: #1b1b1b;
  }
`;

const Bottom = styled.div`
  margin-top: ${({ theme }) => theme.space.xxl};
  padding-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  justify-content: space-between;
  font-size: 13px;
`;

const Badge = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  padding: 8px 14px;
  border-radius: 10px;
  border: 1px solid rgba(255, 255, 255, 0.22);
  background: rgba(255, 255, 255, 0.05);
  strong {
    color: ${palette.gold400};
  }
`;

const PayButton = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 10px 16px;
  border-radius: 10px;
  background: ${palette.gold500};
  color: #1b1b1b !important;
  font-weight: 700;
`;

const Note = styled.p`
  margin: 0;
  color: #9fb3c1;
`;

function Placeholder() {
  return (
    <ul aria-busy="true">
      {Array.from({ length: 5 }, (_, i) => (
        <li
          key={i}
          style={{
            height: 14,
            width: `${60 + ((i * 13) % 30)}%`,
            background: 'rgba(255,255,255,.08)',
            borderRadius: 4,
          }}
        />
      ))}
    </ul>
  );
}

function VillaTypesColumn() {
  const { data, isPending, isError } = useQuery(villaTypesQuery());
  return (
    <div>
      <h2>Villa Tipleri</h2>
      {isPending ? (
        <Placeholder />
      ) : isError ? (
        <p role="alert">{MESSAGES.villaTypesError}</p>
      ) : (
        <LinkList
          links={data
            .slice(0, FOOTER_LIST_LIMIT)
            .map((t) => ({ to: paths.regionOrType(t.slug), label: t.name }))}
        />
      )}
    </div>
  );
}

function RegionsColumn() {
  const { data, isPending, isError } = useQuery(regionsQuery());
  return (
    <div>
      <h2>Bölgeler</h2>
      {isPending ? (
        <Placeholder />
      ) : isError ? (
        <p role="alert">{MESSAGES.regionsError}</p>
      ) : (
        <LinkList
          links={data.towns
            .slice(0, FOOTER_LIST_LIMIT)
            .map((t) => ({ to: paths.regionOrType(t.slug), label: `${t.name} Kiralık Villa` }))}
        />
      )}
    </div>
  );
}

export function PublicFooter() {
  const brand = useBrand();
  const { data, isPending, isError } = useQuery(homeDataQuery());
  const footer = data?.footerData;
  const get = (key: string) => entryValue(footer, key);
  const social = [
    { key: 'facebook_link', label: 'Facebook', Icon: FacebookIcon },
    { key: 'instagram_link', label: 'Instagram', Icon: InstagramIcon },
    { key: 'twitter_link', label: 'Twitter', Icon: TwitterIcon },
    { key: 'youtube_link', label: 'YouTube', Icon: YoutubeIcon },
  ];
  const certificate = entryValue(data?.settings, 'tursab_number') || AGENCY_CERTIFICATE_NUMBER;
  const certificateLink = entryValue(data?.settings, 'tursab_link') || 'https://www.tursab.org.tr/tr/ddsv';
  return (
    <Wrap>
      <Inner>
        <Top>
          <Contact>
            <h2>{brand}</h2>
            {isPending ? (
              <Placeholder />
            ) : isError ? (
              <p role="alert">{MESSAGES.loadFailed}</p>
            ) : (
              <>
                <p>{get('site_footer_text')}</p>
                {get('site_phone') ? (
                  <a href={`tel:${get('site_phone').replace(/\s+/g, '')}`} data-testid="footer-phone">
                    <PhoneIcon size={16} /> {get('site_phone')}
                  </a>
                ) : null}
                {get('site_email') ? (
                  <a href={`mailto:${get('site_email')}`}>
                    <MailIcon size={16} /> {get('site_email')}
                  </a>
                ) : null}
                {get('site_location_link') ? (
                  <a href={get('site_location_link')} target="_blank" rel="noopener noreferrer">
                    <PinIcon size={16} /> {get('site_address') || 'Ofis konumu'}
                  </a>
                ) : null}
                <Social aria-label="Sosyal medya">
                  {social.map(({ key, label, Icon }) =>
                    get(key) ? (
                      <a
                        key={key}
                        href={get(key)}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={label}
                      >
                        <Icon size={18} />
                      </a>
                    ) : null,
                  )}
                </Social>
              </>
            )}
          </Contact>
          <VillaTypesColumn />
          <RegionsColumn />
          <div>
            <h2>Kurumsal</h2>
            <LinkList links={CORPORATE_LINKS} />
          </div>
          <div>
            <h2>Yardım</h2>
            <LinkList links={HELP_LINKS} />
          </div>
        </Top>
        <Bottom>
          <Badge href={certificateLink} target="_blank" rel="noopener noreferrer" data-testid="tursab-badge">
            <ShieldIcon />
            <span>
              TÜRSAB Belge No: <strong>{certificate}</strong>
            </span>
          </Badge>
          <PayButton to={paths.securePayment} data-testid="secure-payment">
            <LockIcon size={18} /> Güvenli Ödeme
          </PayButton>
          <Note>
            <LockIcon size={14} style={{ verticalAlign: '-2px' }} /> Bu site 256 bit SSL sertifikası ile
            korunmaktadır.
          </Note>
          <img
            src="/payment-options.svg"
            alt="Ödeme seçenekleri: Visa, Mastercard, Troy, havale/EFT"
            width={260}
            height={32}
            loading="lazy"
          />
        </Bottom>
        <Bottom style={{ marginTop: 16, paddingTop: 16 }}>
          <Note>
            © {new Date().getFullYear()} {brand}. Tüm hakları saklıdır.
          </Note>
        </Bottom>
      </Inner>
    </Wrap>
  );
}
