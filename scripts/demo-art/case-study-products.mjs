// What each demo case study's product is, written by hand from its title and story: the screen it
// is drawn as (its kind), what its desktop screen shows and what its phone screens show. Keywords
// guess wrong too often ("apprenticeship tracking" is not a map, a "tax filing assistant" is a
// pre-filled form, a "holiday booking engine" is a basket), so the table decides.

/**
 * The screens a product can be drawn as.
 * @type {readonly string[]}
 */
export const KINDS = [
  'map', // a live map beside a list
  'checkout', // choices, a payment form and an order summary
  'account', // a customer's self-service account: plan, usage, documents
  'booking', // a calendar with free slots
  'dashboard', // figures and charts
  'chat', // a conversation
  'catalogue', // search, filters and results
  'form', // a guided form in steps
  'player', // video or audio
  'pipeline', // a queue or register of cases moving through stages
  'schedule', // a board of people, rooms or assets over time
  'learning', // lessons, exercises and progress
  'wallet', // a balance, a card and transactions
  'monitor', // live readings of sensors or people, with alerts
  'design', // a component library
  'api', // an API's console and reference
  'tasks', // a checklist with photo evidence, done on the spot
  'editor', // a document being written and published
]

/**
 * slug → [kind, what the desktop screen shows, what the three phone screens show]
 * @type {Record<string, [kind: string, desktop: string, mobile: string]>}
 */
export const PRODUCTS = {
  'fleet-telemetry-platform': [
    'map',
    'live map of trucks beside the dispatch list',
    'truck position, next depot stop and an idle alert',
  ],
  'instant-payouts-for-gig-workers': [
    'wallet',
    'earnings overview with payouts in four currencies',
    'shift earnings, instant payout and wallet history',
  ],
  'clinic-scheduling-that-patients-like': [
    'booking',
    'outpatient booking calendar with free appointment times',
    'clinic choice, appointment times and a reminder',
  ],
  'grid-load-forecasting': [
    'dashboard',
    'load forecast plotted against actual demand',
    'tomorrow’s peak forecast and reserve alerts',
  ],
  'headless-storefront-migration': [
    'catalogue',
    'furniture listing with filters and prices',
    'sofa page, product grid and basket',
  ],
  'adaptive-learning-app': [
    'learning',
    'teacher view of each pupil’s maths practice',
    'a maths question, the day’s streak and topic progress',
  ],
  'newsroom-publishing-pipeline': [
    'editor',
    'story editor that publishes to web, app and newsletter',
    'story preview, publishing channels and a breaking-news alert',
  ],
  'permit-applications-online': [
    'form',
    'building permit application with a document upload',
    'permit steps, uploaded plans and the file’s status',
  ],
  'claims-triage-with-ai': [
    'pipeline',
    'home-insurance claims queue sorted by urgency',
    'claim summary, urgency score and assigned handler',
  ],
  'warehouse-picking-assistant': [
    'tasks',
    'picking batches by aisle for the shift',
    'pick list, aisle route and barcode confirmation',
  ],
  'remote-patient-monitoring': [
    'monitor',
    'heart-failure patients’ readings with deterioration alerts',
    'daily weight, heart rate and symptom check-in',
  ],
  'solar-installer-crm': [
    'pipeline',
    'solar sales pipeline from quote to install',
    'customer card, roof quote and install date',
  ],
  'marketplace-for-spare-parts': [
    'catalogue',
    'parts search by vehicle with supplier offers',
    'search by vehicle, matching parts and an order',
  ],
  'university-admissions-portal': [
    'form',
    'admission application with its document checklist',
    'application progress, uploaded documents and an offer',
  ],
  'podcast-analytics': [
    'dashboard',
    'listener reach per platform and episode',
    'episode reach, listening trend and top shows',
  ],
  'open-data-catalogue': [
    'catalogue',
    'dataset search with update dates and previews',
    'dataset search, a dataset preview and its API link',
  ],
  'robo-advisor-onboarding': [
    'form',
    'investment account opening in nine steps',
    'selfie ID check, risk questions and first deposit',
  ],
  'pharmacy-stock-planning': [
    'dashboard',
    'medicine demand forecast with suggested orders',
    'suggested order, flu-season forecast and stock alerts',
  ],
  'last-mile-delivery-app': [
    'map',
    'same-day delivery routes on the dispatch map',
    'driver stops, delivery window and proof of delivery',
  ],
  'ev-charging-network': [
    'map',
    'charger map with live availability',
    'nearby chargers, a 15-minute reservation and payment',
  ],
  'loyalty-programme-rebuild': [
    'account',
    'member account with points and personal offers',
    'digital loyalty card, offers and points history',
  ],
  'exam-proctoring-at-scale': [
    'player',
    'exam recording with flagged moments for review',
    'ID check, room scan and exam start',
  ],
  'streaming-rights-manager': [
    'schedule',
    'licensing windows by territory on a timeline',
    'a title’s rights, territories and release check',
  ],
  'citizen-service-chatbot': [
    'chat',
    'assistant answering a parking-permit question with its source',
    'questions about bins, parking and local taxes',
  ],
  'trade-finance-workflow': [
    'pipeline',
    'letters of credit moving through document checks',
    'credit status, checked documents and the decision',
  ],
  'lab-results-portal': [
    'account',
    'patient results with reference ranges explained',
    'new results, a value in range and the doctor’s note',
  ],
  'cold-chain-monitoring': [
    'monitor',
    'trailer temperatures with a drift alert',
    'trailer temperature, alert and the driver’s checklist',
  ],
  'smart-meter-data-hub': [
    'dashboard',
    'half-hourly meter readings with gaps filled',
    'reading completeness, estimates and billing hand-off',
  ],
  'fashion-returns-portal': [
    'checkout',
    'returns flow with items, drop-off point and refund',
    'items to return, drop-off choice and instant refund',
  ],
  'language-learning-game': [
    'learning',
    'word game levels for six languages',
    'picture word cards, a daily session and rewards',
  ],
  'archive-digitisation': [
    'catalogue',
    'newsreel search by spoken words, faces and places',
    'newsreel results, a clip and its transcript',
  ],
  'tax-filing-assistant': [
    'form',
    'pre-filled tax return with each figure explained',
    'pre-filled income, explained figures and submit',
  ],
  'fraud-detection-pipeline': [
    'dashboard',
    'transaction risk scores and fraud alerts',
    'a blocked payment, its score and the analyst’s rule',
  ],
  'hospital-bed-management': [
    'schedule',
    'bed board of 14 wards with discharges due',
    'ward beds, cleaning status and predicted discharges',
  ],
  'freight-marketplace': [
    'catalogue',
    'load board of shipments with carrier bids',
    'loads on a route, a bid and proof of delivery',
  ],
  'wind-farm-maintenance': [
    'schedule',
    'turbine maintenance plan by vessel day',
    'technician’s turbine jobs, a failure warning and parts',
  ],
  'subscription-box-platform': [
    'checkout',
    'tea subscription with skip, swap and gift options',
    'next box, a skipped month and a gift order',
  ],
  'teacher-workload-tools': [
    'editor',
    'mark book beside a draft end-of-term report',
    'class marks, a pupil’s progress and the report draft',
  ],
  'video-newsroom-in-the-cloud': [
    'player',
    'cloud editing timeline with the playout preview',
    'rushes upload, edit review and the playout queue',
  ],
  'benefits-eligibility-checker': [
    'form',
    'eligibility questions with the benefits that apply',
    'a plain-language question, results and documents to bring',
  ],
  'micro-lending-app': [
    'wallet',
    'business loan offer with its repayment plan',
    'loan amount, instant decision and repayments',
  ],
  'dental-practice-suite': [
    'booking',
    'practice diary with patient appointments',
    'online booking, a patient record and an X-ray',
  ],
  'route-planning-api': [
    'api',
    'route re-optimisation request and its reference',
    'planning calls per hour, response times and recent jobs',
  ],
  'carbon-reporting-platform': [
    'dashboard',
    'emissions by scope with supplier submissions',
    'supplier form, emissions total and audit trail',
  ],
  'broadband-self-service-portal': [
    'account',
    'broadband account with plan, bills and a line test',
    'plan change, bill and an engineer booking',
  ],
  'streaming-app-for-smart-tvs': [
    'player',
    'TV home screen with live and on-demand rows',
    'live channel, a series page and the remote',
  ],
  'ad-inventory-forecasting': [
    'dashboard',
    'sellable ad slots forecast by station and hour',
    'station audience, slot forecast and bookings',
  ],
  'magazine-subscription-paywall': [
    'checkout',
    'subscription checkout with three plans',
    'metered article, plan choice and receipt',
  ],
  'claims-adjuster-inspection-app': [
    'tasks',
    'car inspection checklist with damage photos',
    'guided photos, damage notes and the settlement',
  ],
  'open-banking-api-for-accounting-software': [
    'api',
    'transactions endpoint with its consent scopes',
    'connected apps, daily syncs and consent expiries',
  ],
  'pension-planning-calculator': [
    'dashboard',
    'retirement income projection with a contribution slider',
    'projected income, contribution change and the gap',
  ],
  'regulatory-reporting-warehouse': [
    'dashboard',
    'quarterly return figures traced to their sources',
    'return status, data checks and sign-off',
  ],
  'clinical-trial-data-pipeline': [
    'dashboard',
    'overnight validation results for 48 hospitals',
    'site data quality, open queries and a failed check',
  ],
  'medical-supplies-tracking': [
    'catalogue',
    'implant and supply stock across seven hospitals',
    'barcode scan, the implant and its patient record',
  ],
  'mental-health-therapy-app': [
    'learning',
    'CBT programme with exercises and a mood log',
    'today’s exercise, mood check-in and a message to the therapist',
  ],
  'vaccination-booking-service': [
    'booking',
    'vaccination slots by centre and day',
    'waiting room, appointment choice and confirmation',
  ],
  'air-cargo-capacity-booking': [
    'booking',
    'air freight space by flight and day, with prices',
    'flight choice, cargo details and booking',
  ],
  'port-truck-appointment-system': [
    'booking',
    'terminal arrival slots for container trucks',
    'slot booking, container number and gate pass',
  ],
  'driver-compliance-assistant': [
    'tasks',
    'driving-hours infringements to clear this week',
    'walk-round check, an infringement and the driver’s note',
  ],
  'carrier-onboarding-api': [
    'api',
    'carrier API sandbox and its tracking events',
    'carriers connected, event volumes and failing calls',
  ],
  'heat-pump-installer-marketplace': [
    'catalogue',
    'certified installers matched to a home, with ratings',
    'home questions, sized heat pump and installer quotes',
  ],
  'home-battery-companion-app': [
    'monitor',
    'battery charge plan against tomorrow’s tariff',
    'charge level, cheap hours and savings',
  ],
  'gas-network-leak-detection': [
    'map',
    'pressure alerts located on the gas network map',
    'a suspected leak, its location and the crew job',
  ],
  'substation-inspection-workflow': [
    'tasks',
    'substation inspection checklist with defects',
    'checklist, a defect photo and the repair request',
  ],
  'course-catalogue-and-enrolment': [
    'catalogue',
    'course search by topic, place and time',
    'course results, a course page and enrolment',
  ],
  'apprenticeship-tracking-platform': [
    'pipeline',
    'apprentice records with training evidence to confirm',
    'training log, employer sign-off and tutor review',
  ],
  'reading-assessment-with-speech-recognition': [
    'learning',
    'class reading-fluency results by pupil',
    'a passage to read aloud, recording and fluency score',
  ],
  'school-timetable-planner': [
    'schedule',
    'school timetable grid by room and period',
    'a teacher’s week, a room change and cover',
  ],
  'banking-design-system': [
    'design',
    'component library with tokens and form controls',
    'banking screens built from its components: charts, cards and lists',
  ],
  'branch-appointment-booking': [
    'booking',
    'branch adviser diary with booked appointments',
    'branch choice, appointment time and video option',
  ],
  'card-controls-for-business-accounts': [
    'wallet',
    'company cards with limits and receipts to match',
    'card freeze, spending limit and receipt photo',
  ],
  'mobile-banking-app-rebuild': [
    'wallet',
    'account overview on the web',
    'balance, payments and spending insights',
  ],
  'bin-collection-and-street-reporting-app': [
    'map',
    'street reports on the map with crews assigned',
    'collection days, a pothole report and its photo',
  ],
  'council-tax-data-platform': [
    'dashboard',
    'daily collection rates by ward',
    'collection rate, arrears and ward figures',
  ],
  'fleet-and-equipment-register': [
    'pipeline',
    'vehicle and machine register with servicing due',
    'QR tag scan, machine record and service request',
  ],
  'library-membership-and-loans-portal': [
    'account',
    'library account with loans, e-books and reservations',
    'digital library card, loans due and a reservation',
  ],
  'furniture-configurator': [
    'checkout',
    'sofa configurator with size, fabric and legs priced',
    'fabric choice, the sofa in a room and the price',
  ],
  'click-and-collect-for-grocery-stores': [
    'checkout',
    'grocery basket with a collection slot',
    'basket, store collection slot and collection code',
  ],
  'product-search-relevance': [
    'catalogue',
    'outdoor gear search with semantic results',
    'a hiker’s query, results and a jacket page',
  ],
  'store-task-management-app': [
    'tasks',
    'head-office tasks by store with photo proof',
    'today’s tasks, the expected display and a proof photo',
  ],
  'field-reporting-app-for-journalists': [
    'editor',
    'filed story with photos and video from the scene',
    'copy, photos and a resuming video upload',
  ],
  'photo-licensing-api': [
    'api',
    'photo search and licence endpoints',
    'licences sold, API calls and top publishers',
  ],
  'news-app-personalisation': [
    'catalogue',
    'personal front page of ranked stories',
    'top stories, followed topics and a story',
  ],
  'audience-data-warehouse': [
    'dashboard',
    'de-duplicated reach across TV, web and apps',
    'a show’s reach, audience split and trend',
  ],
  'bike-sharing-rebalancing': [
    'map',
    'station demand map with the vans’ routes',
    'van route, stations to fill and bikes to move',
  ],
  'rail-freight-wagon-tracking': [
    'map',
    'wagon positions on the rail network',
    'a wagon’s journey, its load and a delay notice',
  ],
  'parcel-locker-network-app': [
    'map',
    'locker network map with free compartments',
    'nearest locker, a shipping label and the unlock code',
  ],
  'ride-booking-for-airport-shuttles': [
    'booking',
    'shuttle departures for a flight with seats left',
    'flight number, pickup time and seat booking',
  ],
  'grid-connection-application-portal': [
    'form',
    'grid connection application with its capacity check',
    'project details, site location and application status',
  ],
  'energy-trading-dashboard': [
    'dashboard',
    'positions, prices and risk limits across six markets',
    'open position, price move and a limit alert',
  ],
  'meter-installation-scheduling': [
    'schedule',
    'engineers’ install jobs across the day',
    'install slot, the engineer’s route and job sign-off',
  ],
  'district-heating-customer-portal': [
    'account',
    'heating account with monthly usage and bills',
    'usage this month, a bill and a planned outage',
  ],
  'student-information-system-migration': [
    'dashboard',
    'migration progress and record reconciliation by school',
    'school cut-over, reconciled records and issues',
  ],
  'parent-communication-app': [
    'chat',
    'school messages with a permission slip to sign',
    'messages, a trip payment and an absence report',
  ],
  'learning-analytics-for-online-courses': [
    'dashboard',
    'students at risk of dropping out, with reasons',
    'weekly risk list, a student’s activity and a tutor note',
  ],
  'school-device-management': [
    'pipeline',
    'laptop and tablet register by school',
    'device scan, loan to a pupil and a repair',
  ],
  'omnichannel-pharmacy-stock': [
    'catalogue',
    'product stock across stores, website and app',
    'product page with store stock and a reservation',
  ],
  'online-prescription-renewals': [
    'form',
    'repeat prescription request to the doctor',
    'medicines to renew, approval and delivery choice',
  ],
  'skin-check-triage': [
    'pipeline',
    'dermatologist’s queue of skin checks by priority',
    'photo upload, questionnaire and the dermatologist’s answer',
  ],
  'pharmacy-loyalty-and-health-rewards': [
    'account',
    'member rewards for purchases and health checks',
    'points, a health-check reward and offers',
  ],
  'holiday-booking-engine': [
    'checkout',
    'one basket of flights, hotel and transfers with the price held',
    'flight, hotel and transfer choices and the held price',
  ],
  'tour-guide-companion-app': [
    'schedule',
    'tour itinerary with group check-ins',
    'QR check-in, today’s itinerary and a change notice',
  ],
  'hotel-channel-manager': [
    'schedule',
    'room rates by date across booking sites',
    'tonight’s occupancy, a rate change and sync status',
  ],
  'travel-app-redesign': [
    'checkout',
    'train ticket purchase with saved trips',
    'saved trip, seat choice and one-tap payment',
  ],
  'warehouse-robotics-rollout-for-delta-cargo': [
    'schedule',
    'export shipments planned by flight departure',
    'robot tasks, pallet status and cut-off alerts',
  ],
  'claims-portal-for-bluefin-insurance': [
    'form',
    'home and travel claim filed in guided steps',
    'claim steps, photo upload and claim status',
  ],
  'mortgage-document-checks-for-granite-bank': [
    'pipeline',
    'mortgage applications with documents checked',
    'payslip check, bank statement and the underwriter’s case',
  ],
}
