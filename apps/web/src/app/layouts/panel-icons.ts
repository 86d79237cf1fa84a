import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AddCircleOutlineOutlined from '@mui/icons-material/AddCircleOutlineOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import BackupOutlined from '@mui/icons-material/BackupOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DatasetOutlined from '@mui/icons-material/DatasetOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import FolderCopyOutlined from '@mui/icons-material/FolderCopyOutlined';
import FunctionsOutlined from '@mui/icons-material/FunctionsOutlined';
import HelpCenterOutlined from '@mui/icons-material/HelpCenterOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import MenuOpenOutlined from '@mui/icons-material/MenuOpenOutlined';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import ShoppingBasketOutlined from '@mui/icons-material/ShoppingBasketOutlined';
import SwitchAccountOutlined from '@mui/icons-material/SwitchAccountOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';

/**
 * The side menu's icons by name. The route table names them instead of importing them, so the table
 * (in the visitor's first chunk) carries no MUI code; only the panel's drawer loads this map.
 */
export const panelIcons = {
  account: AccountCircleOutlined,
  adminInbox: AdminPanelSettingsOutlined,
  apps: AppsOutlined,
  article: ArticleOutlined,
  bolt: BoltOutlined,
  calendar: CalendarMonthOutlined,
  charts: InsertChartOutlined,
  backup: BackupOutlined,
  dashboard: DashboardOutlined,
  dataset: DatasetOutlined,
  devices: DevicesOutlined,
  folders: FolderCopyOutlined,
  functions: FunctionsOutlined,
  help: HelpCenterOutlined,
  history: HistoryOutlined,
  lockReset: LockResetOutlined,
  mail: MailOutlined,
  menu: MenuOpenOutlined,
  myRequests: InboxOutlined,
  newRequest: AddCircleOutlineOutlined,
  news: NewspaperOutlined,
  palette: PaletteOutlined,
  people: PeopleOutlined,
  providerInbox: SupportAgentOutlined,
  recycleBin: RestoreFromTrashOutlined,
  services: ShoppingBasketOutlined,
  sso: VpnKeyOutlined,
  ssoSetting: TuneOutlined,
  ssoStatistics: InsightsOutlined,
  substitute: SwitchAccountOutlined,
  unitTree: AccountTreeOutlined,
} satisfies Record<string, SvgIconComponent>;

/** The name of a side-menu icon. */
export type PanelIconName = keyof typeof panelIcons;
