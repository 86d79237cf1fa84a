import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CallSplitOutlined from '@mui/icons-material/CallSplitOutlined';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import DataObjectOutlined from '@mui/icons-material/DataObjectOutlined';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import FunctionsOutlined from '@mui/icons-material/FunctionsOutlined';
import HttpOutlined from '@mui/icons-material/HttpOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LibraryAddOutlined from '@mui/icons-material/LibraryAddOutlined';
import LoopOutlined from '@mui/icons-material/LoopOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import PinOutlined from '@mui/icons-material/PinOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import PlaylistRemoveOutlined from '@mui/icons-material/PlaylistRemoveOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import TableViewOutlined from '@mui/icons-material/TableViewOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { ExpressionType } from '@darvazeh/shared';

/** One icon per expression type, beside its Persian label on the card and in the add menu. */
export const EXPRESSION_ICONS: Record<ExpressionType, SvgIconComponent> = {
  if: CallSplitOutlined,
  elseif: CallSplitOutlined,
  else: CallSplitOutlined,
  for: LoopOutlined,
  while: LoopOutlined,
  dowhile: LoopOutlined,
  forEach: LoopOutlined,
  var: DataObjectOutlined,
  varAssign: EditOutlined,
  arrayPush: PlaylistAddOutlined,
  arrayDelete: PlaylistRemoveOutlined,
  subform: VisibilityOutlined,
  hideSubform: VisibilityOffOutlined,
  toast: NotificationsOutlined,
  disableForm: BlockOutlined,
  redirect: OpenInNewOutlined,
  arraySearch: ManageSearchOutlined,
  arrayFromExcel: TableViewOutlined,
  functionCall: FunctionsOutlined,
  fetch: CloudDownloadOutlined,
  createProcess: AccountTreeOutlined,
  statusProcess: InfoOutlined,
  elementPassCount: PinOutlined,
  checkProcessStep: FactCheckOutlined,
  read: StorageOutlined,
  create: AddBoxOutlined,
  createIfNotExist: LibraryAddOutlined,
  update: EditNoteOutlined,
  delete: DeleteSweepOutlined,
  curl: HttpOutlined,
  mongo: QueryStatsOutlined,
};

/** The add menu's groups, in order, and the types each lists. */
export const EXPRESSION_GROUPS = [
  { key: 'blocks', types: ['if', 'elseif', 'else', 'for', 'while', 'dowhile', 'forEach'] },
  {
    key: 'variables',
    types: ['var', 'varAssign', 'arrayPush', 'arrayDelete', 'arraySearch', 'arrayFromExcel'],
  },
  { key: 'form', types: ['toast', 'subform', 'hideSubform', 'disableForm', 'redirect'] },
  { key: 'records', types: ['read', 'create', 'createIfNotExist', 'update', 'delete', 'mongo'] },
  { key: 'calls', types: ['functionCall', 'fetch', 'curl'] },
  { key: 'processes', types: ['createProcess', 'statusProcess', 'elementPassCount', 'checkProcessStep'] },
] as const satisfies readonly { key: string; types: readonly ExpressionType[] }[];
