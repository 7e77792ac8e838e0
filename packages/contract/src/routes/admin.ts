/**
 * Method and path (under /api) of every back-office operation, one constant per operation named by its
 * operationId, one block per area. Zod-free and tree-shakeable like ./storefront.ts.
 */

// core
export const getBackOfficeAccount = 'GET /admin/me';
export const listBackOfficeWarehouses = 'GET /admin/warehouses';
export const listAuditEntries = 'GET /admin/audit';
export const listStaff = 'GET /admin/staff';
export const createStaffMember = 'POST /admin/staff';
export const updateStaffMember = 'PATCH /admin/staff/:id';

// catalog
export const listAdminProducts = 'GET /admin/products';
export const getAdminProductOptions = 'GET /admin/products/options';
export const createAdminProduct = 'POST /admin/products';
export const getAdminProduct = 'GET /admin/products/:id';
export const updateAdminProduct = 'PUT /admin/products/:id';
export const uploadAdminProductPhoto = 'PUT /admin/products/:id/photo';
export const removeAdminProductPhoto = 'DELETE /admin/products/:id/photo';

// stock
export const listStockEntries = 'GET /admin/stock/entries';
export const createStockEntry = 'POST /admin/stock/entries';
export const getStockEntry = 'GET /admin/stock/entries/:id';
export const updateStockEntry = 'PATCH /admin/stock/entries/:id';
export const listStockMovements = 'GET /admin/stock/entries/:id/movements';
export const createStockMovement = 'POST /admin/stock/entries/:id/movements';
export const previewStockImport = 'POST /admin/stock/import/preview';
export const applyStockImport = 'POST /admin/stock/import/apply';
export const exportStockCsv = 'GET /admin/stock/export';

// promo
export const listAdminPromoCodes = 'GET /admin/promo-codes';
export const createAdminPromoCode = 'POST /admin/promo-codes';
export const getAdminPromoCode = 'GET /admin/promo-codes/:id';
export const updateAdminPromoCode = 'PUT /admin/promo-codes/:id';
export const disableAdminPromoCode = 'POST /admin/promo-codes/:id/disable';
export const listAdminPromoCodeUses = 'GET /admin/promo-codes/:id/uses';

// content
export const listAdminPages = 'GET /admin/content/pages';
export const createAdminPage = 'POST /admin/content/pages';
export const getAdminPage = 'GET /admin/content/pages/:id';
export const updateAdminPage = 'PUT /admin/content/pages/:id';
export const listAdminBlogPosts = 'GET /admin/content/blog';
export const createAdminBlogPost = 'POST /admin/content/blog';
export const getAdminBlogPost = 'GET /admin/content/blog/:id';
export const updateAdminBlogPost = 'PUT /admin/content/blog/:id';
export const deleteAdminBlogPost = 'DELETE /admin/content/blog/:id';
export const listAdminRedirects = 'GET /admin/redirects';
export const createAdminRedirect = 'POST /admin/redirects';
export const updateAdminRedirect = 'PUT /admin/redirects/:id';
export const deleteAdminRedirect = 'DELETE /admin/redirects/:id';
export const getAdminPromoBar = 'GET /admin/content/promo-bar';
export const updateAdminPromoBar = 'PUT /admin/content/promo-bar';

// taxonomy
export const getAdminTaxonomy = 'GET /admin/taxonomy';
export const createAdminRayon = 'POST /admin/rayons';
export const updateAdminRayon = 'PATCH /admin/rayons/:id';
export const moveAdminRayon = 'POST /admin/rayons/:id/move';
export const createAdminCategory = 'POST /admin/categories';
export const updateAdminCategory = 'PATCH /admin/categories/:id';
export const moveAdminCategory = 'POST /admin/categories/:id/move';
export const createAdminTag = 'POST /admin/tags';
export const updateAdminTag = 'PATCH /admin/tags/:id';
export const moveAdminTag = 'POST /admin/tags/:id/move';

// orders
export const listAdminOrders = 'GET /admin/orders';
export const getAdminOrder = 'GET /admin/orders/:id';
export const getAdminOrderProofPhoto = 'GET /admin/orders/:id/preuve/photo';
export const cancelAdminOrder = 'POST /admin/orders/:id/cancel';
export const editAdminOrder = 'PATCH /admin/orders/:id/lines';
export const listAdminOrderProducts = 'GET /admin/orders/:id/products';
export const refundAdminOrder = 'POST /admin/orders/:id/refunds';
export const listAdminOrderCreditNotes = 'GET /admin/orders/:id/credit-notes';
export const getAdminCreditNotePdf = 'GET /admin/orders/:id/credit-notes/:creditNoteId/pdf';
export const moveAdminOrder = 'PUT /admin/orders/:id/slot';
export const listAdminCustomers = 'GET /admin/customers';
export const getAdminCustomer = 'GET /admin/customers/:id';
export const correctCustomerWallet = 'POST /admin/customers/:id/wallet';
export const setCustomerBlocked = 'PUT /admin/customers/:id/blocked';
export const exportCustomerData = 'GET /admin/customers/:id/export';
export const eraseCustomer = 'POST /admin/customers/:id/erase';
export const resendOrderConfirmation = 'POST /admin/customers/:id/resend-confirmation';

// slotMarketing
export const listSlotMarketingOperations = 'GET /admin/slot-marketing';
export const createSlotMarketingOperation = 'POST /admin/slot-marketing';
export const getSlotMarketingOperation = 'GET /admin/slot-marketing/:id';
export const updateSlotMarketingOperation = 'PUT /admin/slot-marketing/:id';
export const deleteSlotMarketingOperation = 'DELETE /admin/slot-marketing/:id';

// picking
export const listPickingSlots = 'GET /admin/picking';
export const getPickingList = 'GET /admin/picking/slots/:slotId';
export const getPickingListPdf = 'GET /admin/picking/slots/:slotId/pdf';
export const setLinePicked = 'PUT /admin/picking/lines/:lineId';
export const listLineSubstitutes = 'GET /admin/orders/:id/lines/:lineId/substitutes';
export const resolveMissingLine = 'POST /admin/orders/:id/lines/:lineId/missing';
export const getWarehouseShelves = 'GET /admin/picking/warehouses/:warehouseId/shelves';
export const setWarehouseShelves = 'PUT /admin/picking/warehouses/:warehouseId/shelves';

// slots
export const getAdminSlotWeek = 'GET /admin/slots';
export const setAdminSlotCapacity = 'PATCH /admin/slots/:id';
export const listSlotBookedOrders = 'GET /admin/slots/booked-orders';
export const listSlotMoveTargets = 'GET /admin/slots/move-targets';
export const closeAdminSlots = 'POST /admin/slots/close';
export const reopenAdminSlots = 'POST /admin/slots/reopen';
export const getSlotSettings = 'GET /admin/slot-settings/:warehouseId';
export const saveSlotSettings = 'PUT /admin/slot-settings/:warehouseId';

// greenSlots
export const getGreenSlotSettings = 'GET /admin/green-slots/settings/:warehouseId';
export const saveGreenSlotSettings = 'PUT /admin/green-slots/settings/:warehouseId';
export const explainGreenSlots = 'GET /admin/green-slots';

// figures
export const getBackOfficeFigures = 'GET /admin/figures';
export const exportBackOfficeFigures = 'GET /admin/figures/export';

// accounting
export const getAccountingFec = 'GET /admin/accounting/fec';

// depositForfeits
export const listDepositForfeits = 'GET /admin/deposit-forfeits';
export const runDepositForfeits = 'POST /admin/deposit-forfeits/run';
export const getDepositForfeitSettings = 'GET /admin/deposit-forfeits/settings';
export const saveDepositForfeitSetting = 'PUT /admin/deposit-forfeits/settings/:warehouseId';

// rounds
export const getAdminVanRound = 'GET /admin/rounds';
export const moveOrderToVan = 'PUT /admin/rounds/orders/:orderId/van';
export const planSlotRounds = 'POST /admin/rounds/plan';
export const getRoundsDay = 'GET /admin/rounds/day';
export const announceSlotWindows = 'POST /admin/rounds/announce';

// roundSettings
export const getRoundSettings = 'GET /admin/round-settings/:warehouseId';
export const saveRoundSettings = 'PUT /admin/round-settings/:warehouseId';
export const createVan = 'POST /admin/round-settings/:warehouseId/vans';
export const updateVan = 'PUT /admin/round-settings/:warehouseId/vans/:vanId';
export const deleteVan = 'DELETE /admin/round-settings/:warehouseId/vans/:vanId';
export const moveVan = 'POST /admin/round-settings/:warehouseId/vans/:vanId/move';

// cashSheets
export const listCashSheets = 'GET /admin/cash-sheets';
export const getCashSheet = 'GET /admin/cash-sheets/:id';
export const closeCashSheet = 'POST /admin/cash-sheets/:id/close';

// salesJournal
export const verifySalesJournal = 'GET /admin/sales-journal/verify';

// deposits
export const getDepositsLedgerDay = 'GET /admin/deposits/day';
export const getDepositsReconciliation = 'GET /admin/deposits/reconciliation';

// containers
export const getContainers = 'GET /admin/containers';
export const createContainerMovement = 'POST /admin/containers/movements';
export const getReuseReport = 'GET /admin/containers/reuse';
export const exportReuseReport = 'GET /admin/containers/reuse/export';

// board
export const getAdminBoard = 'GET /admin/board';
export const listAdminLeads = 'GET /admin/leads';

// einvoicing
export const listEReports = 'GET /admin/einvoicing/ereports';
export const getEReport = 'GET /admin/einvoicing/ereports/:day';
export const sendEReport = 'POST /admin/einvoicing/ereports/:day/send';

// search synonyms
export const listSearchSynonyms = 'GET /admin/search-synonyms';
export const createSearchSynonymSet = 'POST /admin/search-synonyms';
export const updateSearchSynonymSet = 'PUT /admin/search-synonyms/:id';
export const deleteSearchSynonymSet = 'DELETE /admin/search-synonyms/:id';
