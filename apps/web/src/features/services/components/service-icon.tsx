import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import LocalLibraryOutlined from '@mui/icons-material/LocalLibraryOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import SportsSoccerOutlined from '@mui/icons-material/SportsSoccerOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { SelectField } from '../../../components/select-field';
import { serviceMessages } from '../../../lib/messages';

/** The icons a category or service may carry, by the name stored (SPEC §3 serviceIcon). */
export const SERVICE_ICONS = {
  school: SchoolOutlined,
  description: DescriptionOutlined,
  payments: PaymentsOutlined,
  dormitory: HomeWorkOutlined,
  badge: BadgeOutlined,
  research: ScienceOutlined,
  library: LocalLibraryOutlined,
  health: LocalHospitalOutlined,
  sports: SportsSoccerOutlined,
  computer: ComputerOutlined,
  work: WorkOutlineOutlined,
  event: EventOutlined,
  finance: AccountBalanceOutlined,
} satisfies Record<string, SvgIconComponent>;

type IconName = keyof typeof SERVICE_ICONS;
const isIconName = (name: string): name is IconName => Object.hasOwn(SERVICE_ICONS, name);

/** The icon stored as `name`; a general one when none or an unknown one is stored. */
export function ServiceIcon({ name, fontSize = 'small' }: { name: string; fontSize?: 'small' | 'medium' }) {
  const Icon = isIconName(name) ? SERVICE_ICONS[name] : CategoryOutlined;
  return <Icon fontSize={fontSize} aria-hidden />;
}

interface IconFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
}

/** A select of the icons above, each shown with its Persian name. */
export function IconField({ label, name, value, onChange }: IconFieldProps) {
  const names = serviceMessages.icons;
  return (
    <SelectField
      label={label}
      name={name}
      value={isIconName(value) ? value : null}
      noneLabel={serviceMessages.basket.iconNone}
      options={(Object.keys(SERVICE_ICONS) as IconName[]).map((icon) => ({
        value: icon,
        label: names[icon],
      }))}
      onChange={(next) => onChange(next ?? '')}
      slotProps={{
        select: {
          renderValue: (shown) =>
            isIconName(String(shown)) ? (
              <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                <ServiceIcon name={String(shown)} />
                {names[String(shown) as IconName]}
              </span>
            ) : (
              serviceMessages.basket.iconNone
            ),
          displayEmpty: true,
        },
        inputLabel: { shrink: true },
      }}
    />
  );
}
