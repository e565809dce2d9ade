/**
 * Editorial content of the demo agency "Maison Horizon": categories and articles (stand-alone pages,
 * team members, testimonials, services) in English, Dutch (Belgium), French (Belgium) and German.
 *
 * Bodies use the mini-format described in content-types.ts: paragraphs separated by a blank line,
 * "## " sub-headings, "- " bullet lists and [label](https://…) links. No HTML.
 * The legal and regulatory information is general, reflects the situation in 2025/2026 and is not legal advice.
 */
import type { SeedArticle, SeedCategory } from './content-types';

export const categories: SeedCategory[] = [
  { id: 1, parentId: null, name: 'Team', webId: null },
  { id: 2, parentId: null, name: 'Témoignages', webId: null },
  { id: 3, parentId: null, name: 'Services', webId: null },
];

/* ------------------------------------------------------------------------------------------------
 * Stand-alone page articles (ids 1-6; the site configuration refers to these ids)
 * ---------------------------------------------------------------------------------------------- */

const spain: SeedArticle = {
  id: 1,
  categoryId: null,
  slug: 'espagne',
  sort: 1,
  image: '/demo/spain-1.jpg',
  publishedAt: '2024-03-12',
  meta: {},
  title: {
    en: 'Properties in Spain',
    nl: 'Vastgoed in Spanje',
    fr: 'Biens en Espagne',
    de: 'Immobilien in Spanien',
  },
  summary: {
    en: 'Dreaming of a holiday home in the sun? Together with our partner agency on the Costa Blanca, we guide Belgian and Luxembourg buyers from the first viewing all the way to the notary.',
    nl: 'Droomt u van een vakantiewoning in de zon? Samen met ons partnerkantoor aan de Costa Blanca begeleiden we Belgische en Luxemburgse kopers van het eerste bezoek tot bij de notaris.',
    fr: 'Vous rêvez d’une résidence secondaire au soleil ? Avec notre agence partenaire sur la Costa Blanca, nous accompagnons les acheteurs belges et luxembourgeois de la première visite jusque chez le notaire.',
    de: 'Sie träumen von einem Ferienhaus in der Sonne? Gemeinsam mit unserer Partneragentur an der Costa Blanca begleiten wir Käufer aus Belgien und Luxemburg von der ersten Besichtigung bis zum Notartermin.',
  },
  body: {
    en: `For more than fifteen years, Maison Horizon has worked hand in hand with a trusted partner agency on the Costa Blanca. From Alicante to Altea, Calpe, Moraira, Jávea and Dénia, our colleagues on the ground select villas, apartments and townhouses that match what our clients are looking for: a holiday home, a place to spend the winter months or a home for a future retirement in the sun.

## Buying in Spain: how it works

Buying a property in Spain is not complicated, but the procedure differs from what you know in Belgium. Before you sign anything, you need an NIE (Número de Identificación de Extranjero), the Spanish tax identification number for foreigners. You can apply for it at a Spanish consulate, at a police station in Spain or through your lawyer with a power of attorney. You will also need a Spanish bank account to pay the price, the taxes and the running costs.

Once you have found the right property, you usually sign a reservation agreement and then a private purchase contract (contrato de arras), paying a deposit that is often 10% of the price. The sale is completed before a Spanish notary, who executes the public deed of sale (escritura pública). The deed is then recorded in the Land Registry (Registro de la Propiedad), which makes you the owner in the eyes of third parties.

## Taxes and costs

- Resale properties: transfer tax (ITP) of around 10% of the price in the Valencian Community
- New builds: VAT (IVA) of 10% of the price, plus stamp duty (AJD) of around 1.5%
- Notary, land registry and lawyer: roughly 2 to 3% of the price in total
- Every year: local property tax (IBI), and for non-residents the Spanish non-resident income tax

Rates vary from one region to another and may change, so we always give you an up-to-date estimate of the total budget before you make an offer. As a Belgian resident, remember that you must also declare a property abroad in your Belgian tax return.

## The role of the lawyer

The Spanish notary is a neutral public official who certifies the deed; he or she does not defend your interests. That is why we always recommend an independent lawyer (abogado) who speaks your language. The lawyer checks the land registry extract (nota simple), makes sure the property is free of debts and charges, verifies the building licences and the urban planning status, reviews the contracts and can represent you with a power of attorney, so that you do not have to travel for every step.

## What we offer

- A first meeting in Brussels or Luxembourg to define your project and your budget
- A tailored selection of properties by our partner agency, with videos and detailed information
- An organised viewing trip on the Costa Blanca, accompanied by a Dutch- or French-speaking advisor
- Introductions to independent lawyers, banks and tax advisers
- Help with the NIE, the bank account and the utility contracts
- Follow-up after the purchase: holiday rentals, maintenance and property management on site

Would you like to know more? Call us on +32 2 640 00 00, send an e-mail to info@maison-horizon.be or drop by our office at Avenue Louise 231 in Ixelles. We will gladly discuss your plans over a cup of coffee.`,
    nl: `Al meer dan vijftien jaar werkt Maison Horizon nauw samen met een betrouwbaar partnerkantoor aan de Costa Blanca. Van Alicante tot Altea, Calpe, Moraira, Jávea en Dénia selecteren onze collega’s ter plaatse villa’s, appartementen en rijwoningen die passen bij wat onze klanten zoeken: een vakantiewoning, een plek om te overwinteren of een woning voor een zonnig pensioen.

## Kopen in Spanje: zo werkt het

Een woning kopen in Spanje is niet ingewikkeld, maar de procedure verschilt van wat u in België gewend bent. Vóór u iets ondertekent, hebt u een NIE (Número de Identificación de Extranjero) nodig, het Spaanse fiscale identificatienummer voor buitenlanders. U vraagt het aan bij een Spaans consulaat, bij een politiekantoor in Spanje of via uw advocaat met een volmacht. Daarnaast hebt u een Spaanse bankrekening nodig om de prijs, de belastingen en de lopende kosten te betalen.

Hebt u de juiste woning gevonden, dan ondertekent u doorgaans eerst een reservatieovereenkomst en daarna een onderhandse koopovereenkomst (contrato de arras), waarbij u een voorschot betaalt dat vaak 10% van de prijs bedraagt. De verkoop wordt afgerond bij een Spaanse notaris, die de authentieke akte (escritura pública) verlijdt. Daarna wordt de akte ingeschreven in het Eigendomsregister (Registro de la Propiedad), waardoor u ook tegenover derden eigenaar bent.

## Belastingen en kosten

- Bestaande woningen: overdrachtsbelasting (ITP) van ongeveer 10% van de prijs in de regio Valencia
- Nieuwbouw: btw (IVA) van 10% van de prijs, plus zegelrecht (AJD) van ongeveer 1,5%
- Notaris, eigendomsregister en advocaat: samen ongeveer 2 tot 3% van de prijs
- Jaarlijks: de lokale onroerende voorheffing (IBI) en voor niet-inwoners de Spaanse belasting voor niet-inwoners

De tarieven verschillen van regio tot regio en kunnen wijzigen. Daarom bezorgen we u altijd een actuele raming van het totale budget voor u een bod doet. Woont u in België, vergeet dan niet dat u een woning in het buitenland ook moet aangeven in uw Belgische belastingaangifte.

## De rol van de advocaat

De Spaanse notaris is een neutrale openbare ambtenaar die de akte authenticeert, maar hij of zij verdedigt uw belangen niet. Daarom raden we altijd een onafhankelijke advocaat (abogado) aan die uw taal spreekt. De advocaat controleert het uittreksel uit het eigendomsregister (nota simple), gaat na of de woning vrij is van schulden en lasten, verifieert de bouwvergunningen en de stedenbouwkundige toestand, leest de contracten na en kan u met een volmacht vertegenwoordigen, zodat u niet voor elke stap naar Spanje hoeft te reizen.

## Wat wij u bieden

- Een eerste gesprek in Brussel of Luxemburg om uw project en budget te bepalen
- Een selectie op maat door ons partnerkantoor, met video’s en uitgebreide informatie
- Een georganiseerde bezoekreis aan de Costa Blanca, begeleid door een Nederlands- of Franstalige adviseur
- Contacten met onafhankelijke advocaten, banken en fiscalisten
- Hulp bij de NIE, de bankrekening en de contracten voor water en elektriciteit
- Opvolging na de aankoop: vakantieverhuur, onderhoud en beheer ter plaatse

Wilt u meer weten? Bel ons op +32 2 640 00 00, stuur een e-mail naar info@maison-horizon.be of kom langs op ons kantoor aan de Louizalaan 231 in Elsene. We bespreken uw plannen graag bij een kopje koffie.`,
    fr: `Depuis plus de quinze ans, Maison Horizon travaille main dans la main avec une agence partenaire de confiance sur la Costa Blanca. D’Alicante à Altea, en passant par Calpe, Moraira, Jávea et Dénia, nos collègues sur place sélectionnent des villas, des appartements et des maisons de ville qui correspondent à ce que recherchent nos clients : une résidence secondaire, un pied-à-terre pour passer l’hiver ou un logement pour une future retraite au soleil.

## Acheter en Espagne : comment ça se passe ?

Acheter un bien en Espagne n’est pas compliqué, mais la procédure diffère de celle que vous connaissez en Belgique. Avant de signer quoi que ce soit, vous devez obtenir un NIE (Número de Identificación de Extranjero), le numéro d’identification fiscale espagnol des étrangers. Vous pouvez le demander auprès d’un consulat d’Espagne, dans un commissariat de police en Espagne ou par l’intermédiaire de votre avocat, muni d’une procuration. Il vous faudra également un compte bancaire espagnol pour payer le prix, les taxes et les frais courants.

Une fois le bien trouvé, vous signez en général un contrat de réservation, puis un contrat d’achat sous seing privé (contrato de arras), accompagné d’un acompte qui s’élève souvent à 10 % du prix. La vente est conclue devant un notaire espagnol, qui passe l’acte authentique (escritura pública). L’acte est ensuite inscrit au registre de la propriété (Registro de la Propiedad), ce qui vous rend propriétaire à l’égard des tiers.

## Taxes et frais

- Biens existants : droit de mutation (ITP) d’environ 10 % du prix dans la Communauté valencienne
- Constructions neuves : TVA (IVA) de 10 % du prix, plus un droit de timbre (AJD) d’environ 1,5 %
- Notaire, registre de la propriété et avocat : environ 2 à 3 % du prix au total
- Chaque année : la taxe foncière locale (IBI) et, pour les non-résidents, l’impôt espagnol des non-résidents

Les taux varient d’une région à l’autre et peuvent évoluer : c’est pourquoi nous vous remettons toujours une estimation actualisée du budget total avant que vous ne fassiez une offre. Si vous résidez en Belgique, n’oubliez pas que vous devez aussi déclarer un bien situé à l’étranger dans votre déclaration fiscale belge.

## Le rôle de l’avocat

Le notaire espagnol est un officier public neutre qui authentifie l’acte ; il ne défend pas vos intérêts. C’est pourquoi nous recommandons toujours de faire appel à un avocat (abogado) indépendant qui parle votre langue. Il vérifie l’extrait du registre de la propriété (nota simple), s’assure que le bien est libre de dettes et de charges, contrôle les permis de bâtir et la situation urbanistique, relit les contrats et peut vous représenter grâce à une procuration, pour vous éviter de vous déplacer à chaque étape.

## Ce que nous vous proposons

- Un premier entretien à Bruxelles ou à Luxembourg pour définir votre projet et votre budget
- Une sélection de biens sur mesure par notre agence partenaire, avec vidéos et informations détaillées
- Un voyage de visites organisé sur la Costa Blanca, accompagné d’un conseiller francophone ou néerlandophone
- La mise en relation avec des avocats, des banques et des conseillers fiscaux indépendants
- Une aide pour le NIE, le compte bancaire et les contrats d’eau et d’électricité
- Un suivi après l’achat : location saisonnière, entretien et gestion du bien sur place

Envie d’en savoir plus ? Appelez-nous au +32 2 640 00 00, écrivez-nous à info@maison-horizon.be ou passez à notre agence, avenue Louise 231 à Ixelles. Nous discuterons volontiers de votre projet autour d’un café.`,
    de: `Seit mehr als fünfzehn Jahren arbeitet Maison Horizon eng mit einer zuverlässigen Partneragentur an der Costa Blanca zusammen. Von Alicante über Altea, Calpe, Moraira und Jávea bis nach Dénia wählen unsere Kolleginnen und Kollegen vor Ort Villen, Wohnungen und Reihenhäuser aus, die zu den Wünschen unserer Kunden passen: ein Ferienhaus, ein Ort zum Überwintern oder ein Zuhause für den Ruhestand in der Sonne.

## Kaufen in Spanien: So funktioniert es

Der Kauf einer Immobilie in Spanien ist nicht kompliziert, der Ablauf unterscheidet sich aber von dem, was Sie aus Belgien kennen. Bevor Sie etwas unterschreiben, benötigen Sie eine NIE (Número de Identificación de Extranjero), die spanische Steueridentifikationsnummer für Ausländer. Sie können sie bei einem spanischen Konsulat, bei einer Polizeidienststelle in Spanien oder über Ihren Anwalt mit einer Vollmacht beantragen. Außerdem brauchen Sie ein spanisches Bankkonto, um Kaufpreis, Steuern und laufende Kosten zu bezahlen.

Haben Sie die passende Immobilie gefunden, unterzeichnen Sie in der Regel zunächst eine Reservierungsvereinbarung und danach einen privatschriftlichen Kaufvertrag (contrato de arras). Dabei wird eine Anzahlung fällig, die häufig 10 % des Kaufpreises beträgt. Abgeschlossen wird der Kauf vor einem spanischen Notar, der die öffentliche Kaufurkunde (escritura pública) beurkundet. Anschließend wird die Urkunde in das Eigentumsregister (Registro de la Propiedad) eingetragen; damit sind Sie auch gegenüber Dritten Eigentümer.

## Steuern und Kosten

- Bestandsimmobilien: Grunderwerbsteuer (ITP) von etwa 10 % des Kaufpreises in der Region Valencia
- Neubauten: Mehrwertsteuer (IVA) von 10 % des Kaufpreises, zuzüglich Stempelsteuer (AJD) von etwa 1,5 %
- Notar, Eigentumsregister und Anwalt: insgesamt etwa 2 bis 3 % des Kaufpreises
- Jährlich: die kommunale Grundsteuer (IBI) und für Nichtresidenten die spanische Einkommensteuer für Nichtansässige

Die Sätze unterscheiden sich von Region zu Region und können sich ändern. Deshalb erhalten Sie von uns immer eine aktuelle Schätzung des Gesamtbudgets, bevor Sie ein Angebot abgeben. Wenn Sie in Belgien wohnen, denken Sie daran, dass Sie eine Immobilie im Ausland auch in Ihrer belgischen Steuererklärung angeben müssen.

## Die Rolle des Anwalts

Der spanische Notar ist ein neutraler Amtsträger, der die Urkunde beurkundet; Ihre Interessen vertritt er nicht. Deshalb empfehlen wir immer einen unabhängigen Anwalt (abogado), der Ihre Sprache spricht. Er prüft den Grundbuchauszug (nota simple), stellt sicher, dass die Immobilie frei von Schulden und Belastungen ist, kontrolliert die Baugenehmigungen und den städtebaulichen Status, prüft die Verträge und kann Sie mit einer Vollmacht vertreten, damit Sie nicht für jeden Schritt anreisen müssen.

## Unser Angebot

- Ein erstes Gespräch in Brüssel oder Luxemburg, um Ihr Projekt und Ihr Budget festzulegen
- Eine individuelle Auswahl an Immobilien durch unsere Partneragentur, mit Videos und ausführlichen Informationen
- Eine organisierte Besichtigungsreise an die Costa Blanca mit einem deutsch-, französisch- oder niederländischsprachigen Berater
- Kontakte zu unabhängigen Anwälten, Banken und Steuerberatern
- Hilfe bei der NIE, dem Bankkonto und den Verträgen für Wasser und Strom
- Betreuung nach dem Kauf: Ferienvermietung, Instandhaltung und Verwaltung vor Ort

Möchten Sie mehr erfahren? Rufen Sie uns unter +32 2 640 00 00 an, schreiben Sie an info@maison-horizon.be oder besuchen Sie unser Büro in der Avenue Louise 231 in Ixelles. Wir besprechen Ihre Pläne gern bei einer Tasse Kaffee.`,
  },
};

const usefulLinks: SeedArticle = {
  id: 2,
  categoryId: null,
  slug: 'liens-utiles',
  sort: 2,
  image: null,
  publishedAt: '2025-02-04',
  meta: {},
  title: {
    en: 'Useful links',
    nl: 'Nuttige links',
    fr: 'Liens utiles',
    de: 'Nützliche Links',
  },
  summary: {
    en: 'Official websites for buyers, sellers, landlords and tenants in Belgium and Luxembourg: taxes, energy certificates, renovation, notaries and more.',
    nl: 'Officiële websites voor kopers, verkopers, verhuurders en huurders in België en Luxemburg: belastingen, energieattesten, renovatie, notarissen en meer.',
    fr: 'Les sites officiels utiles aux acheteurs, vendeurs, bailleurs et locataires en Belgique et au Luxembourg : fiscalité, certificats énergétiques, rénovation, notaires et plus encore.',
    de: 'Offizielle Websites für Käufer, Verkäufer, Vermieter und Mieter in Belgien und Luxemburg: Steuern, Energieausweise, Renovierung, Notare und mehr.',
  },
  body: {
    en: `Buying, selling or letting a property means dealing with many rules and administrations. Below you will find a selection of official websites that we consult every day. This list is provided for information only; Maison Horizon is not responsible for the content of external websites.

## Taxes and property data

- [FPS Finance – registration duties, property tax and cadastral income](https://finance.belgium.be)
- [MyMinfin – your personal tax file and property data](https://www.myminfin.be)
- [Statbel – Belgian property price statistics](https://statbel.fgov.be)

## Energy performance certificates (EPC/PEB)

- [Flemish Energy and Climate Agency – EPC in Flanders](https://www.energiesparen.be)
- [Brussels Environment – PEB certificate in Brussels](https://environnement.brussels)
- [Wallonie énergie – PEB certificate in Wallonia](https://energie.wallonie.be)

## Renovation obligation and grants

- [Vlaanderen.be – renovation obligation and renovation grants in Flanders](https://www.vlaanderen.be)
- [Renolution – renovation grants and advice in Brussels](https://renolution.brussels)
- [Wallonie énergie – renovation grants and loans in Wallonia](https://energie.wallonie.be)

## Soil, asbestos and urban planning

- [OVAM – soil certificate and asbestos certificate in Flanders](https://www.ovam.be)
- [Geopunt – maps and planning information in Flanders](https://www.geopunt.be)
- [urban.brussels – urban planning in the Brussels-Capital Region](https://urban.brussels)
- [Wallonia spatial planning portal](https://territoire.wallonie.be)

## Renting

- [Wonen in Vlaanderen – housing quality and renting in Flanders](https://www.wonenvlaanderen.be)
- [Brussels Housing – renting in the Brussels-Capital Region](https://logement.brussels)

## Professionals

- [IPI/BIV – Professional Institute of Real Estate Agents (French)](https://www.ipi.be)
- [BIV/IPI – Professional Institute of Real Estate Agents (Dutch)](https://www.biv.be)
- [notaire.be – Belgian notaries (French)](https://www.notaire.be)
- [notaris.be – Belgian notaries (Dutch)](https://www.notaris.be)

## Luxembourg

- [Guichet.lu – buying, renting and housing aid in Luxembourg](https://guichet.public.lu)
- [Ministry of Housing – housing aid and grants](https://logement.public.lu)
- [Klima-Agence – energy advice and energy performance certificates](https://www.klima-agence.lu)

Can’t find what you are looking for? Contact us at info@maison-horizon.be or on +32 2 640 00 00: we will be happy to point you in the right direction.`,
    nl: `Wie een woning koopt, verkoopt of verhuurt, krijgt te maken met heel wat regels en administraties. Hieronder vindt u een selectie officiële websites die wij dagelijks raadplegen. Deze lijst is louter informatief; Maison Horizon is niet verantwoordelijk voor de inhoud van externe websites.

## Belastingen en vastgoedgegevens

- [FOD Financiën – registratierechten, onroerende voorheffing en kadastraal inkomen](https://finance.belgium.be)
- [MyMinfin – uw persoonlijk fiscaal dossier en uw vastgoedgegevens](https://www.myminfin.be)
- [Statbel – statistieken over vastgoedprijzen in België](https://statbel.fgov.be)

## Energieprestatiecertificaten (EPC)

- [Vlaams Energie- en Klimaatagentschap – het EPC in Vlaanderen](https://www.energiesparen.be)
- [Leefmilieu Brussel – het EPB-certificaat in Brussel](https://leefmilieu.brussels)
- [Wallonie énergie – het EPB-certificaat in Wallonië](https://energie.wallonie.be)

## Renovatieverplichting en premies

- [Vlaanderen.be – renovatieverplichting en renovatiepremies in Vlaanderen](https://www.vlaanderen.be)
- [Renolution – premies en advies voor renovatie in Brussel](https://renolution.brussels)
- [Wallonie énergie – premies en leningen voor renovatie in Wallonië](https://energie.wallonie.be)

## Bodem, asbest en stedenbouw

- [OVAM – bodemattest en asbestattest in Vlaanderen](https://www.ovam.be)
- [Geopunt – kaarten en ruimtelijke informatie in Vlaanderen](https://www.geopunt.be)
- [urban.brussels – stedenbouw in het Brussels Hoofdstedelijk Gewest](https://urban.brussels)
- [Portaal ruimtelijke ordening van Wallonië](https://territoire.wallonie.be)

## Huren en verhuren

- [Wonen in Vlaanderen – woningkwaliteit en huren in Vlaanderen](https://www.wonenvlaanderen.be)
- [Brussel Huisvesting – huren in het Brussels Hoofdstedelijk Gewest](https://logement.brussels)

## Beroepsorganisaties

- [BIV – Beroepsinstituut van Vastgoedmakelaars](https://www.biv.be)
- [IPI – het BIV in het Frans](https://www.ipi.be)
- [notaris.be – de Belgische notarissen](https://www.notaris.be)
- [notaire.be – de Belgische notarissen in het Frans](https://www.notaire.be)

## Luxemburg

- [Guichet.lu – kopen, huren en woonsteun in Luxemburg](https://guichet.public.lu)
- [Ministerie van Huisvesting – woonsteun en premies](https://logement.public.lu)
- [Klima-Agence – energieadvies en energiepaspoort](https://www.klima-agence.lu)

Vindt u niet wat u zoekt? Neem contact met ons op via info@maison-horizon.be of op +32 2 640 00 00. We helpen u graag verder.`,
    fr: `Acheter, vendre ou louer un bien, c’est composer avec de nombreuses règles et administrations. Vous trouverez ci-dessous une sélection de sites officiels que nous consultons au quotidien. Cette liste est fournie à titre purement informatif ; Maison Horizon n’est pas responsable du contenu des sites externes.

## Fiscalité et données immobilières

- [SPF Finances – droits d’enregistrement, précompte immobilier et revenu cadastral](https://finance.belgium.be)
- [MyMinfin – votre dossier fiscal personnel et vos données immobilières](https://www.myminfin.be)
- [Statbel – statistiques des prix de l’immobilier en Belgique](https://statbel.fgov.be)

## Certificats de performance énergétique (PEB/EPC)

- [Agence flamande de l’énergie et du climat – l’EPC en Flandre](https://www.energiesparen.be)
- [Bruxelles Environnement – le certificat PEB à Bruxelles](https://environnement.brussels)
- [Wallonie énergie – le certificat PEB en Wallonie](https://energie.wallonie.be)

## Obligation de rénovation et primes

- [Vlaanderen.be – obligation de rénovation et primes en Flandre (en néerlandais)](https://www.vlaanderen.be)
- [Renolution – primes et conseils pour rénover à Bruxelles](https://renolution.brussels)
- [Wallonie énergie – primes et prêts à la rénovation en Wallonie](https://energie.wallonie.be)

## Sol, amiante et urbanisme

- [OVAM – attestation du sol et attestation amiante en Flandre](https://www.ovam.be)
- [Geopunt – cartes et informations urbanistiques en Flandre](https://www.geopunt.be)
- [urban.brussels – l’urbanisme en Région de Bruxelles-Capitale](https://urban.brussels)
- [Portail de l’aménagement du territoire en Wallonie](https://territoire.wallonie.be)

## Location

- [Bruxelles Logement – louer en Région de Bruxelles-Capitale](https://logement.brussels)
- [Wonen in Vlaanderen – qualité des logements et location en Flandre (en néerlandais)](https://www.wonenvlaanderen.be)

## Professionnels

- [IPI – Institut professionnel des agents immobiliers](https://www.ipi.be)
- [BIV – l’IPI en néerlandais](https://www.biv.be)
- [notaire.be – les notaires de Belgique](https://www.notaire.be)
- [notaris.be – les notaires de Belgique en néerlandais](https://www.notaris.be)

## Luxembourg

- [Guichet.lu – acheter, louer et aides au logement au Luxembourg](https://guichet.public.lu)
- [Ministère du Logement – aides individuelles au logement](https://logement.public.lu)
- [Klima-Agence – conseil en énergie et certificats de performance énergétique](https://www.klima-agence.lu)

Vous ne trouvez pas ce que vous cherchez ? Contactez-nous à info@maison-horizon.be ou au +32 2 640 00 00 : nous vous orienterons avec plaisir.`,
    de: `Wer eine Immobilie kauft, verkauft oder vermietet, hat mit vielen Vorschriften und Behörden zu tun. Nachfolgend finden Sie eine Auswahl offizieller Websites, die wir täglich nutzen. Diese Liste dient ausschließlich der Information; Maison Horizon ist für den Inhalt externer Websites nicht verantwortlich.

## Steuern und Immobiliendaten

- [FÖD Finanzen – Registrierungsgebühren, Immobiliensteuervorabzug und Katastereinkommen](https://finance.belgium.be)
- [MyMinfin – Ihre persönliche Steuerakte und Ihre Immobiliendaten](https://www.myminfin.be)
- [Statbel – Statistiken zu Immobilienpreisen in Belgien](https://statbel.fgov.be)

## Energieausweise (EPC/PEB)

- [Flämische Energie- und Klimaagentur – der Energieausweis in Flandern](https://www.energiesparen.be)
- [Brüssel Umwelt – der Energieausweis in Brüssel](https://environnement.brussels)
- [Wallonie énergie – der Energieausweis in der Wallonie](https://energie.wallonie.be)

## Renovierungspflicht und Prämien

- [Vlaanderen.be – Renovierungspflicht und Prämien in Flandern (auf Niederländisch)](https://www.vlaanderen.be)
- [Renolution – Prämien und Beratung für Renovierungen in Brüssel](https://renolution.brussels)
- [Wallonie énergie – Prämien und Darlehen für Renovierungen in der Wallonie](https://energie.wallonie.be)

## Boden, Asbest und Städtebau

- [OVAM – Bodenbescheinigung und Asbestbescheinigung in Flandern](https://www.ovam.be)
- [Geopunt – Karten und Planungsinformationen in Flandern](https://www.geopunt.be)
- [urban.brussels – Städtebau in der Region Brüssel-Hauptstadt](https://urban.brussels)
- [Portal für Raumordnung der Wallonie](https://territoire.wallonie.be)

## Mieten und Vermieten

- [Wonen in Vlaanderen – Wohnqualität und Mieten in Flandern](https://www.wonenvlaanderen.be)
- [Brüssel Wohnen – Mieten in der Region Brüssel-Hauptstadt](https://logement.brussels)

## Berufsverbände und Notare

- [IPI/BIV – Berufsinstitut der Immobilienmakler (Französisch)](https://www.ipi.be)
- [BIV/IPI – Berufsinstitut der Immobilienmakler (Niederländisch)](https://www.biv.be)
- [notaire.be – die belgischen Notare (Französisch)](https://www.notaire.be)
- [notaris.be – die belgischen Notare (Niederländisch)](https://www.notaris.be)

## Luxemburg

- [Guichet.lu – Kaufen, Mieten und Wohnbeihilfen in Luxemburg](https://guichet.public.lu)
- [Wohnungsbauministerium – Wohnbeihilfen und Prämien](https://logement.public.lu)
- [Klima-Agence – Energieberatung und Energiepass](https://www.klima-agence.lu)

Sie finden nicht, was Sie suchen? Kontaktieren Sie uns unter info@maison-horizon.be oder +32 2 640 00 00 – wir helfen Ihnen gern weiter.`,
  },
};

const cookiePolicy: SeedArticle = {
  id: 3,
  categoryId: null,
  slug: 'cookie-policy',
  sort: 3,
  image: null,
  publishedAt: '2026-01-15',
  meta: {},
  title: {
    en: 'Cookie policy',
    nl: 'Cookiebeleid',
    fr: 'Politique de cookies',
    de: 'Cookie-Richtlinie',
  },
  summary: {
    en: 'Which cookies this website uses, why we use them and how you can change your choice at any time.',
    nl: 'Welke cookies deze website gebruikt, waarom we ze gebruiken en hoe u uw keuze op elk moment kunt wijzigen.',
    fr: 'Les cookies utilisés par ce site, les raisons pour lesquelles nous les utilisons et la manière de modifier votre choix à tout moment.',
    de: 'Welche Cookies diese Website verwendet, wozu wir sie einsetzen und wie Sie Ihre Wahl jederzeit ändern können.',
  },
  body: {
    en: `This cookie policy explains how Maison Horizon, Avenue Louise 231, 1050 Ixelles, uses cookies and similar technologies on this website. A cookie is a small text file that a website stores on your computer, tablet or smartphone. Some cookies are needed for the site to work; the others are only placed if you give your consent.

## Necessary cookies

These cookies are essential for the website to work properly. They cannot be switched off and do not require your consent.

- NEXT_LOCALE: remembers the language you have chosen (English, Dutch, French or German), so that the site is shown in that language on your next visit.
- Consent choice: records the choices you made in the cookie banner, so that we do not ask you again on every page.

## Optional cookies

These cookies are only placed if you accept them, and you can accept or refuse each category separately:

- Analytics storage: anonymous statistics on how visitors use the site (pages viewed, time spent, type of device), collected with Google Analytics. They help us improve the website.
- Ad storage: allows advertising services such as Google Ads and Meta (Facebook and Instagram) to store information in order to measure the results of our campaigns.
- Ad user data: allows data about your use of the site to be sent to Google for advertising purposes.
- Ad personalisation: allows personalised advertising, for example showing you our properties on other websites (remarketing).

If you refuse these cookies, the website remains fully usable. You simply will not see personalised advertising from us, and your visit will not be included in our statistics.

## Retention periods

- NEXT_LOCALE: one year
- Consent choice: six months, after which we ask for your preferences again
- Analytics cookies: up to 13 months
- Advertising cookies: between 90 days and 13 months, depending on the provider

## How to change your choice

You can change or withdraw your consent at any time, just as easily as you gave it:

- click on the “Cookie settings” link in the footer, at the bottom of every page;
- or add ?setcookies to the end of any address on this website.

The cookie banner will then open again and you can adjust your choices. You can also delete cookies already placed through the settings of your browser.

## More information

For more information on how we process your personal data, please read our privacy policy. If you have any questions about cookies, write to privacy@maison-horizon.be. This policy was last updated in January 2026.`,
    nl: `Dit cookiebeleid legt uit hoe Maison Horizon, Louizalaan 231, 1050 Elsene, cookies en gelijkaardige technologieën gebruikt op deze website. Een cookie is een klein tekstbestand dat een website op uw computer, tablet of smartphone bewaart. Sommige cookies zijn nodig om de site te laten werken; de andere worden alleen geplaatst als u daarvoor toestemming geeft.

## Noodzakelijke cookies

Deze cookies zijn onmisbaar om de website correct te laten werken. U kunt ze niet uitschakelen en ze vereisen geen toestemming.

- NEXT_LOCALE: onthoudt de taal die u gekozen hebt (Engels, Nederlands, Frans of Duits), zodat de site bij uw volgende bezoek in die taal verschijnt.
- Toestemmingskeuze: bewaart de keuzes die u in de cookiebanner gemaakt hebt, zodat we ze u niet op elke pagina opnieuw vragen.

## Optionele cookies

Deze cookies worden alleen geplaatst als u ze aanvaardt. U kunt elke categorie afzonderlijk aanvaarden of weigeren:

- Opslag voor analyse: anonieme statistieken over hoe bezoekers de site gebruiken (bekeken pagina’s, bezoekduur, type toestel), verzameld met Google Analytics. Zo kunnen we de website verbeteren.
- Opslag voor advertenties: laat advertentiediensten zoals Google Ads en Meta (Facebook en Instagram) toe informatie op te slaan om de resultaten van onze campagnes te meten.
- Gebruikersgegevens voor advertenties: laat toe dat gegevens over uw gebruik van de site voor advertentiedoeleinden naar Google worden verstuurd.
- Gepersonaliseerde advertenties: maakt gepersonaliseerde advertenties mogelijk, bijvoorbeeld om u onze panden op andere websites te tonen (remarketing).

Weigert u deze cookies, dan blijft de website volledig bruikbaar. U krijgt dan gewoon geen gepersonaliseerde advertenties van ons te zien en uw bezoek wordt niet meegeteld in onze statistieken.

## Bewaartermijnen

- NEXT_LOCALE: één jaar
- Toestemmingskeuze: zes maanden, daarna vragen we uw voorkeuren opnieuw
- Analytische cookies: maximaal 13 maanden
- Advertentiecookies: tussen 90 dagen en 13 maanden, afhankelijk van de aanbieder

## Uw keuze wijzigen

U kunt uw toestemming op elk moment wijzigen of intrekken, even eenvoudig als u ze gegeven hebt:

- klik op de link ‘Cookie-instellingen’ in de voettekst, onderaan elke pagina;
- of voeg ?setcookies toe aan het einde van eender welk adres van deze website.

De cookiebanner verschijnt dan opnieuw en u kunt uw keuzes aanpassen. U kunt reeds geplaatste cookies ook verwijderen via de instellingen van uw browser.

## Meer informatie

Meer informatie over hoe wij uw persoonsgegevens verwerken, vindt u in onze privacyverklaring. Hebt u vragen over cookies, schrijf dan naar privacy@maison-horizon.be. Dit beleid werd voor het laatst bijgewerkt in januari 2026.`,
    fr: `La présente politique explique comment Maison Horizon, avenue Louise 231, 1050 Ixelles, utilise des cookies et des technologies similaires sur ce site. Un cookie est un petit fichier texte qu’un site enregistre sur votre ordinateur, votre tablette ou votre smartphone. Certains cookies sont nécessaires au fonctionnement du site ; les autres ne sont déposés qu’avec votre consentement.

## Cookies nécessaires

Ces cookies sont indispensables au bon fonctionnement du site. Ils ne peuvent pas être désactivés et ne nécessitent pas votre consentement.

- NEXT_LOCALE : mémorise la langue que vous avez choisie (anglais, néerlandais, français ou allemand), afin que le site s’affiche dans cette langue lors de votre prochaine visite.
- Choix de consentement : enregistre les choix que vous avez faits dans le bandeau cookies, pour ne pas vous les redemander sur chaque page.

## Cookies optionnels

Ces cookies ne sont déposés que si vous les acceptez, et vous pouvez accepter ou refuser chaque catégorie séparément :

- Stockage analytique : des statistiques anonymes sur l’utilisation du site par les visiteurs (pages consultées, durée de la visite, type d’appareil), collectées avec Google Analytics. Elles nous aident à améliorer le site.
- Stockage publicitaire : permet à des services publicitaires comme Google Ads et Meta (Facebook et Instagram) d’enregistrer des informations afin de mesurer les résultats de nos campagnes.
- Données utilisateur publicitaires : autorise l’envoi à Google, à des fins publicitaires, de données relatives à votre utilisation du site.
- Personnalisation des annonces : permet d’afficher des publicités personnalisées, par exemple pour vous montrer nos biens sur d’autres sites (remarketing).

Si vous refusez ces cookies, le site reste entièrement utilisable. Vous ne verrez simplement pas de publicités personnalisées de notre part et votre visite ne sera pas comptabilisée dans nos statistiques.

## Durées de conservation

- NEXT_LOCALE : un an
- Choix de consentement : six mois, après quoi nous vous redemandons vos préférences
- Cookies analytiques : 13 mois au maximum
- Cookies publicitaires : entre 90 jours et 13 mois, selon le fournisseur

## Modifier votre choix

Vous pouvez modifier ou retirer votre consentement à tout moment, aussi facilement que vous l’avez donné :

- cliquez sur le lien « Paramètres des cookies » dans le pied de page, en bas de chaque page ;
- ou ajoutez ?setcookies à la fin de n’importe quelle adresse de ce site.

Le bandeau cookies s’affiche alors à nouveau et vous pouvez adapter vos choix. Vous pouvez également supprimer les cookies déjà déposés via les paramètres de votre navigateur.

## Plus d’informations

Pour en savoir plus sur la manière dont nous traitons vos données personnelles, consultez notre politique de confidentialité. Pour toute question relative aux cookies, écrivez à privacy@maison-horizon.be. Cette politique a été mise à jour pour la dernière fois en janvier 2026.`,
    de: `Diese Cookie-Richtlinie erläutert, wie Maison Horizon, Avenue Louise 231, 1050 Ixelles, auf dieser Website Cookies und ähnliche Technologien verwendet. Ein Cookie ist eine kleine Textdatei, die eine Website auf Ihrem Computer, Tablet oder Smartphone speichert. Einige Cookies sind für den Betrieb der Website erforderlich; alle anderen werden nur mit Ihrer Einwilligung gesetzt.

## Notwendige Cookies

Diese Cookies sind für das ordnungsgemäße Funktionieren der Website unerlässlich. Sie können nicht deaktiviert werden und erfordern keine Einwilligung.

- NEXT_LOCALE: speichert die von Ihnen gewählte Sprache (Englisch, Niederländisch, Französisch oder Deutsch), damit die Website bei Ihrem nächsten Besuch in dieser Sprache angezeigt wird.
- Einwilligungsauswahl: speichert Ihre Auswahl im Cookie-Banner, damit wir Sie nicht auf jeder Seite erneut fragen.

## Optionale Cookies

Diese Cookies werden nur gesetzt, wenn Sie sie akzeptieren. Sie können jede Kategorie einzeln akzeptieren oder ablehnen:

- Analysespeicher: anonyme Statistiken darüber, wie Besucher die Website nutzen (aufgerufene Seiten, Verweildauer, Gerätetyp), erhoben mit Google Analytics. Sie helfen uns, die Website zu verbessern.
- Werbespeicher: ermöglicht Werbediensten wie Google Ads und Meta (Facebook und Instagram), Informationen zu speichern, um die Ergebnisse unserer Kampagnen zu messen.
- Nutzerdaten für Werbung: erlaubt die Übermittlung von Daten über Ihre Nutzung der Website an Google zu Werbezwecken.
- Personalisierte Werbung: ermöglicht personalisierte Anzeigen, zum Beispiel um Ihnen unsere Immobilien auf anderen Websites zu zeigen (Remarketing).

Wenn Sie diese Cookies ablehnen, bleibt die Website uneingeschränkt nutzbar. Sie sehen dann lediglich keine personalisierte Werbung von uns, und Ihr Besuch fließt nicht in unsere Statistiken ein.

## Speicherdauer

- NEXT_LOCALE: ein Jahr
- Einwilligungsauswahl: sechs Monate, danach fragen wir Ihre Einstellungen erneut ab
- Analyse-Cookies: höchstens 13 Monate
- Werbe-Cookies: zwischen 90 Tagen und 13 Monaten, je nach Anbieter

## Ihre Wahl ändern

Sie können Ihre Einwilligung jederzeit ändern oder widerrufen, ebenso einfach, wie Sie sie erteilt haben:

- Klicken Sie auf den Link „Cookie-Einstellungen“ in der Fußzeile am Ende jeder Seite,
- oder hängen Sie ?setcookies an eine beliebige Adresse dieser Website an.

Das Cookie-Banner wird dann erneut angezeigt, und Sie können Ihre Auswahl anpassen. Bereits gesetzte Cookies können Sie außerdem über die Einstellungen Ihres Browsers löschen.

## Weitere Informationen

Weitere Informationen darüber, wie wir Ihre personenbezogenen Daten verarbeiten, finden Sie in unserer Datenschutzerklärung. Bei Fragen zu Cookies schreiben Sie bitte an privacy@maison-horizon.be. Diese Richtlinie wurde zuletzt im Januar 2026 aktualisiert.`,
  },
};

const disclaimer: SeedArticle = {
  id: 4,
  categoryId: null,
  slug: 'disclaimer',
  sort: 4,
  image: null,
  publishedAt: '2025-09-01',
  meta: {},
  title: {
    en: 'Disclaimer',
    nl: 'Disclaimer',
    fr: 'Avertissement',
    de: 'Haftungsausschluss',
  },
  summary: {
    en: 'Legal information about Maison Horizon and the conditions for using this website.',
    nl: 'Wettelijke informatie over Maison Horizon en de voorwaarden voor het gebruik van deze website.',
    fr: 'Informations légales sur Maison Horizon et conditions d’utilisation de ce site.',
    de: 'Rechtliche Informationen über Maison Horizon und die Bedingungen für die Nutzung dieser Website.',
  },
  body: {
    en: `## About us

Maison Horizon SRL, Avenue Louise 231, 1050 Ixelles, Belgium – telephone +32 2 640 00 00 – info@maison-horizon.be. Luxembourg office: Boulevard Royal 12, 2449 Luxembourg – telephone +352 26 20 00 00.

- Real estate agent (broker and property manager) approved by the IPI/BIV under number 504.123, Belgium
- Supervisory authority: Professional Institute of Real Estate Agents (IPI/BIV), Rue du Luxembourg 16B, 1000 Brussels – [www.ipi.be](https://www.ipi.be)
- Subject to the IPI/BIV code of ethics, which can be consulted on the Institute’s website
- Professional liability and third-party funds guarantee covered by insurance, as required for all IPI/BIV members
- The Luxembourg office holds a business permit (autorisation d’établissement) issued by the Luxembourg Ministry of the Economy

## Information on this website

The information on this website is provided for information purposes only. It is non-binding and does not constitute an offer, a contract or legal, tax or financial advice. We take great care to keep it accurate and up to date, but we cannot guarantee that it is complete, correct or current at all times.

## Properties

Descriptions, photos, virtual tours, floor plans, prices, surfaces, energy performance data and cadastral income are given as an indication, on the basis of information provided by the owners and by third parties. Surfaces are approximate and have not been measured by a surveyor unless explicitly stated. Prices are asking prices and, unless stated otherwise, do not include registration duties or VAT, notary fees and other costs. A property may have been sold or let in the meantime. Only the agreements signed by the parties are binding.

## Liability

Maison Horizon cannot be held liable for any direct or indirect damage resulting from the use of this website or of the information it contains, nor for temporary unavailability, technical errors or viruses. This website contains links to external websites over which we have no control; we accept no responsibility for their content or their privacy practices.

## Intellectual property

The texts, photos, videos, floor plans, logos and layout of this website are protected by copyright and other intellectual property rights. They may not be reproduced, distributed or used, in whole or in part, without the prior written consent of Maison Horizon.

## Applicable law and disputes

This website and this disclaimer are governed by Belgian law. Any dispute falls under the exclusive jurisdiction of the courts of Brussels, without prejudice to the mandatory rules that protect consumers. In the event of a dispute, consumers may also contact the [Consumer Mediation Service](https://mediationconsommateur.be) or submit a complaint to the IPI/BIV.`,
    nl: `## Over ons

Maison Horizon BV, Louizalaan 231, 1050 Elsene, België – telefoon +32 2 640 00 00 – info@maison-horizon.be. Kantoor Luxemburg: Boulevard Royal 12, 2449 Luxemburg – telefoon +352 26 20 00 00.

- Erkend vastgoedmakelaar-bemiddelaar en vastgoedmakelaar-rentmeester, BIV-nummer 504.123, België
- Toezichthoudende autoriteit: Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16B, 1000 Brussel – [www.biv.be](https://www.biv.be)
- Onderworpen aan de deontologische code van het BIV, die u kunt raadplegen op de website van het Instituut
- Beroepsaansprakelijkheid en borgstelling voor derdengelden verzekerd, zoals verplicht voor alle leden van het BIV
- Het kantoor in Luxemburg beschikt over een vestigingsvergunning (autorisation d’établissement) van het Luxemburgse ministerie van Economie

## Informatie op deze website

De informatie op deze website wordt uitsluitend ter informatie aangeboden. Ze is niet bindend en vormt geen aanbod, overeenkomst of juridisch, fiscaal of financieel advies. We besteden veel zorg aan de juistheid en actualiteit ervan, maar kunnen niet garanderen dat ze op elk moment volledig, correct en actueel is.

## Panden

Beschrijvingen, foto’s, virtuele bezoeken, plannen, prijzen, oppervlaktes, energieprestatiegegevens en kadastraal inkomen worden ter indicatie meegedeeld, op basis van informatie van de eigenaars en van derden. Oppervlaktes zijn benaderend en werden niet door een landmeter opgemeten, tenzij dat uitdrukkelijk vermeld wordt. Prijzen zijn vraagprijzen en zijn, tenzij anders vermeld, exclusief registratierechten of btw, notariskosten en andere kosten. Een pand kan intussen verkocht of verhuurd zijn. Alleen de overeenkomsten die door de partijen ondertekend zijn, zijn bindend.

## Aansprakelijkheid

Maison Horizon kan niet aansprakelijk worden gesteld voor rechtstreekse of onrechtstreekse schade die voortvloeit uit het gebruik van deze website of van de informatie erop, noch voor tijdelijke onbeschikbaarheid, technische fouten of virussen. Deze website bevat links naar externe websites waarover wij geen controle hebben; wij zijn niet verantwoordelijk voor hun inhoud of hun privacybeleid.

## Intellectuele eigendom

De teksten, foto’s, video’s, plannen, logo’s en vormgeving van deze website zijn beschermd door het auteursrecht en andere intellectuele-eigendomsrechten. Ze mogen niet geheel of gedeeltelijk worden overgenomen, verspreid of gebruikt zonder voorafgaande schriftelijke toestemming van Maison Horizon.

## Toepasselijk recht en geschillen

Op deze website en deze disclaimer is het Belgische recht van toepassing. Geschillen behoren tot de uitsluitende bevoegdheid van de rechtbanken van Brussel, onverminderd de dwingende regels ter bescherming van consumenten. Bij een geschil kunnen consumenten zich ook wenden tot de [Consumentenombudsdienst](https://consumentenombudsman.be) of een klacht indienen bij het BIV.`,
    fr: `## Qui sommes-nous ?

Maison Horizon SRL, avenue Louise 231, 1050 Ixelles, Belgique – téléphone +32 2 640 00 00 – info@maison-horizon.be. Agence de Luxembourg : boulevard Royal 12, 2449 Luxembourg – téléphone +352 26 20 00 00.

- Agent immobilier courtier et régisseur agréé IPI sous le numéro 504.123, Belgique
- Autorité de contrôle : Institut professionnel des agents immobiliers (IPI), rue du Luxembourg 16B, 1000 Bruxelles – [www.ipi.be](https://www.ipi.be)
- Soumis au code de déontologie de l’IPI, consultable sur le site de l’Institut
- Responsabilité civile professionnelle et cautionnement des fonds de tiers couverts par une assurance, comme l’exige l’IPI pour tous ses membres
- L’agence de Luxembourg est titulaire d’une autorisation d’établissement délivrée par le ministère de l’Économie du Grand-Duché de Luxembourg

## Informations publiées sur ce site

Les informations publiées sur ce site sont fournies à titre purement informatif. Elles n’ont aucune valeur contractuelle et ne constituent ni une offre, ni un contrat, ni un conseil juridique, fiscal ou financier. Nous veillons avec soin à leur exactitude et à leur mise à jour, mais nous ne pouvons garantir qu’elles soient à tout moment complètes, correctes et actuelles.

## Biens immobiliers

Les descriptions, photos, visites virtuelles, plans, prix, superficies, données de performance énergétique et revenus cadastraux sont communiqués à titre indicatif, sur la base des informations fournies par les propriétaires et par des tiers. Les superficies sont approximatives et n’ont pas été mesurées par un géomètre, sauf mention expresse. Les prix sont des prix demandés et s’entendent, sauf mention contraire, hors droits d’enregistrement ou TVA, frais de notaire et autres frais. Un bien peut avoir été vendu ou loué entre-temps. Seuls les engagements signés par les parties ont une valeur contraignante.

## Responsabilité

Maison Horizon ne peut être tenue responsable d’aucun dommage direct ou indirect résultant de l’utilisation de ce site ou des informations qu’il contient, ni d’une indisponibilité temporaire, d’erreurs techniques ou de virus. Ce site contient des liens vers des sites externes sur lesquels nous n’avons aucun contrôle ; nous déclinons toute responsabilité quant à leur contenu et à leurs pratiques en matière de vie privée.

## Propriété intellectuelle

Les textes, photos, vidéos, plans, logos et la mise en page de ce site sont protégés par le droit d’auteur et d’autres droits de propriété intellectuelle. Toute reproduction, diffusion ou utilisation, totale ou partielle, est interdite sans l’accord écrit préalable de Maison Horizon.

## Droit applicable et litiges

Ce site et le présent avertissement sont régis par le droit belge. Tout litige relève de la compétence exclusive des tribunaux de Bruxelles, sans préjudice des règles impératives protégeant les consommateurs. En cas de litige, les consommateurs peuvent également s’adresser au [Service de médiation pour le consommateur](https://mediationconsommateur.be) ou introduire une plainte auprès de l’IPI.`,
    de: `## Über uns

Maison Horizon SRL, Avenue Louise 231, 1050 Ixelles, Belgien – Telefon +32 2 640 00 00 – info@maison-horizon.be. Büro Luxemburg: Boulevard Royal 12, 2449 Luxemburg – Telefon +352 26 20 00 00.

- Beim IPI/BIV unter der Nummer 504.123 zugelassener Immobilienmakler und Immobilienverwalter, Belgien
- Aufsichtsbehörde: Berufsinstitut der Immobilienmakler (IPI/BIV), Rue du Luxembourg 16B, 1000 Brüssel – [www.ipi.be](https://www.ipi.be)
- Es gelten die Standesregeln des IPI/BIV, die auf der Website des Instituts eingesehen werden können
- Berufshaftpflicht und Bürgschaft für Fremdgelder sind versichert, wie für alle Mitglieder des IPI/BIV vorgeschrieben
- Das Büro in Luxemburg verfügt über eine Niederlassungsgenehmigung (autorisation d’établissement) des luxemburgischen Wirtschaftsministeriums

## Informationen auf dieser Website

Die Informationen auf dieser Website dienen ausschließlich der allgemeinen Information. Sie sind unverbindlich und stellen weder ein Angebot noch einen Vertrag noch eine rechtliche, steuerliche oder finanzielle Beratung dar. Wir achten sorgfältig auf ihre Richtigkeit und Aktualität, können aber nicht garantieren, dass sie jederzeit vollständig, korrekt und aktuell sind.

## Immobilien

Beschreibungen, Fotos, virtuelle Rundgänge, Grundrisse, Preise, Flächen, Angaben zur Energieeffizienz und Katastereinkommen sind unverbindliche Angaben auf der Grundlage von Informationen der Eigentümer und Dritter. Flächenangaben sind Circa-Werte und wurden, sofern nicht ausdrücklich anders angegeben, nicht von einem Landvermesser ermittelt. Preise sind Angebotspreise und verstehen sich, sofern nicht anders angegeben, ohne Registrierungsgebühren oder Mehrwertsteuer, Notarkosten und sonstige Kosten. Eine Immobilie kann zwischenzeitlich verkauft oder vermietet worden sein. Verbindlich sind allein die von den Parteien unterzeichneten Vereinbarungen.

## Haftung

Maison Horizon haftet nicht für direkte oder indirekte Schäden, die aus der Nutzung dieser Website oder der darauf enthaltenen Informationen entstehen, ebenso wenig für eine vorübergehende Nichtverfügbarkeit, technische Fehler oder Viren. Diese Website enthält Links zu externen Websites, auf die wir keinen Einfluss haben; für deren Inhalte und Datenschutzpraktiken übernehmen wir keine Verantwortung.

## Geistiges Eigentum

Texte, Fotos, Videos, Grundrisse, Logos und die Gestaltung dieser Website sind durch das Urheberrecht und andere Rechte des geistigen Eigentums geschützt. Jede vollständige oder teilweise Vervielfältigung, Verbreitung oder Nutzung ist ohne vorherige schriftliche Zustimmung von Maison Horizon untersagt.

## Anwendbares Recht und Streitigkeiten

Für diese Website und diesen Haftungsausschluss gilt belgisches Recht. Für Streitigkeiten sind ausschließlich die Gerichte von Brüssel zuständig, unbeschadet der zwingenden Verbraucherschutzvorschriften. Im Streitfall können sich Verbraucher auch an den [Verbraucherombudsdienst](https://mediationconsommateur.be) wenden oder eine Beschwerde beim IPI/BIV einreichen.`,
  },
};

const privacy: SeedArticle = {
  id: 5,
  categoryId: null,
  slug: 'privacy',
  sort: 5,
  image: null,
  publishedAt: '2026-01-15',
  meta: {},
  title: {
    en: 'Privacy policy',
    nl: 'Privacyverklaring',
    fr: 'Politique de confidentialité',
    de: 'Datenschutzerklärung',
  },
  summary: {
    en: 'How Maison Horizon collects, uses and protects your personal data, and how you can exercise your rights under the GDPR.',
    nl: 'Hoe Maison Horizon uw persoonsgegevens verzamelt, gebruikt en beschermt, en hoe u uw rechten onder de AVG uitoefent.',
    fr: 'Comment Maison Horizon collecte, utilise et protège vos données personnelles, et comment exercer vos droits en vertu du RGPD.',
    de: 'Wie Maison Horizon Ihre personenbezogenen Daten erhebt, verwendet und schützt und wie Sie Ihre Rechte nach der DSGVO ausüben.',
  },
  body: {
    en: `Maison Horizon attaches great importance to the protection of your privacy. This policy explains which personal data we collect, why we do so and what rights you have, in accordance with the General Data Protection Regulation (GDPR) and the Belgian and Luxembourg data protection laws.

## Who is responsible for your data?

The controller is Maison Horizon SRL, Avenue Louise 231, 1050 Ixelles, Belgium, which also operates the office at Boulevard Royal 12, 2449 Luxembourg. For any question about your personal data, you can contact us at privacy@maison-horizon.be or by post at the Brussels address.

## Which data do we collect?

We only collect the data we need, mainly through the forms on this website:

- Contact form: your name, e-mail address, telephone number, your message and, where relevant, the property you are interested in.
- Valuation request: your contact details, the address and characteristics of your property and your preferred moment for a visit.
- Search demand: your contact details, preferred language and search criteria (region, type of property, budget, number of bedrooms, etc.), so that we can send you matching properties.
- Owner portal: your account details (name, e-mail address and an encrypted password) and the information on the properties we manage for you: leases, rent payments, repairs, documents and messages.

When we act for you in a sale or rental, we also process identification data required by law, in particular by the anti-money-laundering legislation. When you visit the website, technical data (such as your IP address and browser type) and, with your consent, cookies are processed; see our cookie policy for details.

## Why do we use your data, and on what legal basis?

- To answer your questions, organise viewings and prepare a valuation: steps taken at your request before entering into a contract (Article 6(1)(b) GDPR).
- To send you properties that match your search demand: your consent (Article 6(1)(a) GDPR), which you can withdraw at any time.
- To carry out our sales, rental or management mandates and to give you access to the owner portal: performance of a contract (Article 6(1)(b) GDPR).
- To comply with our legal obligations, such as customer identification under the anti-money-laundering law of 18 September 2017, accounting and tax obligations: legal obligation (Article 6(1)(c) GDPR).
- To measure the use of the website and show relevant advertising: your consent, given through the cookie banner.
- To improve our services, secure our systems and defend our rights: our legitimate interests (Article 6(1)(f) GDPR).

## How long do we keep your data?

- Contact and valuation requests: three years after our last contact, unless they lead to a mandate.
- Search demands: until you unsubscribe, and no longer than two years after your last activity.
- Owner portal and mandate files: for the duration of the contract, then up to ten years, as required by anti-money-laundering and accounting legislation.

After these periods, your data are deleted or anonymised.

## Who receives your data?

Your data are only accessible to the members of our team who need them. We may share them with:

- our IT service providers (hosting, e-mail, property management software), who act as processors under a data processing agreement;
- the parties involved in your transaction, where necessary: notaries, certification experts, contractors, building managers, the buyer or tenant and the owner;
- our partner agency in Spain, only if you ask us for information about properties in Spain;
- public authorities, where the law requires it, for example the tax administration or the Financial Intelligence Processing Unit (CTIF-CFI).

We never sell your data. If data are transferred outside the European Economic Area, for example by some analytics or advertising providers, we ensure appropriate safeguards, such as an adequacy decision or the European Commission’s standard contractual clauses.

## Your rights

You have the right to access your data, to have them rectified or erased, to restrict their processing, to receive them in a portable format and to object to their processing, in particular for direct marketing purposes. Where processing is based on your consent, you can withdraw it at any time, without affecting the lawfulness of the processing carried out before. Send your request to privacy@maison-horizon.be; we will reply within one month.

## Complaints

If you believe that we do not process your data correctly, please contact us first: we will do our best to find a solution. You also have the right to lodge a complaint with a supervisory authority:

- Belgium: Data Protection Authority, Rue de la Presse 35, 1000 Brussels – [www.dataprotectionauthority.be](https://www.dataprotectionauthority.be)
- Luxembourg: National Commission for Data Protection (CNPD), 15, Boulevard du Jazz, 4370 Belvaux – [cnpd.public.lu](https://cnpd.public.lu)

## Security and changes

We take appropriate technical and organisational measures to protect your data against loss, misuse and unauthorised access, including encrypted connections and restricted access rights. We may update this policy; the most recent version is always available on this page. Last updated: January 2026.`,
    nl: `Maison Horizon hecht veel belang aan de bescherming van uw privacy. In deze verklaring leggen we uit welke persoonsgegevens we verzamelen, waarom we dat doen en welke rechten u hebt, in overeenstemming met de Algemene Verordening Gegevensbescherming (AVG) en de Belgische en Luxemburgse privacywetgeving.

## Wie is verantwoordelijk voor uw gegevens?

De verwerkingsverantwoordelijke is Maison Horizon BV, Louizalaan 231, 1050 Elsene, België, die ook het kantoor aan de Boulevard Royal 12, 2449 Luxemburg uitbaat. Voor elke vraag over uw persoonsgegevens kunt u ons bereiken via privacy@maison-horizon.be of per post op het Brusselse adres.

## Welke gegevens verzamelen we?

We verzamelen alleen de gegevens die we nodig hebben, voornamelijk via de formulieren op deze website:

- Contactformulier: uw naam, e-mailadres, telefoonnummer, uw bericht en, indien van toepassing, het pand waarin u geïnteresseerd bent.
- Schattingsaanvraag: uw contactgegevens, het adres en de kenmerken van uw woning en het moment dat u past voor een bezoek.
- Zoekopdracht: uw contactgegevens, voorkeurtaal en zoekcriteria (regio, type woning, budget, aantal slaapkamers enz.), zodat we u passende panden kunnen bezorgen.
- Eigenaarsportaal: uw accountgegevens (naam, e-mailadres en een versleuteld wachtwoord) en de informatie over de panden die we voor u beheren: huurcontracten, huurbetalingen, herstellingen, documenten en berichten.

Wanneer we voor u optreden bij een verkoop of verhuur, verwerken we ook de identificatiegegevens die de wet vereist, met name de antiwitwaswetgeving. Bij een bezoek aan de website worden technische gegevens (zoals uw IP-adres en type browser) en, met uw toestemming, cookies verwerkt; meer details vindt u in ons cookiebeleid.

## Waarom gebruiken we uw gegevens en op welke rechtsgrond?

- Om uw vragen te beantwoorden, bezoeken te organiseren en een schatting voor te bereiden: maatregelen op uw verzoek vóór het sluiten van een overeenkomst (artikel 6.1.b AVG).
- Om u panden te sturen die aansluiten bij uw zoekopdracht: uw toestemming (artikel 6.1.a AVG), die u op elk moment kunt intrekken.
- Om onze verkoop-, verhuur- of beheersopdrachten uit te voeren en u toegang te geven tot het eigenaarsportaal: uitvoering van een overeenkomst (artikel 6.1.b AVG).
- Om te voldoen aan onze wettelijke verplichtingen, zoals de identificatie van klanten volgens de antiwitwaswet van 18 september 2017 en onze boekhoudkundige en fiscale verplichtingen: wettelijke verplichting (artikel 6.1.c AVG).
- Om het gebruik van de website te meten en relevante advertenties te tonen: uw toestemming, gegeven via de cookiebanner.
- Om onze dienstverlening te verbeteren, onze systemen te beveiligen en onze rechten te verdedigen: ons gerechtvaardigd belang (artikel 6.1.f AVG).

## Hoe lang bewaren we uw gegevens?

- Contact- en schattingsaanvragen: drie jaar na ons laatste contact, tenzij ze tot een opdracht leiden.
- Zoekopdrachten: tot u zich uitschrijft, en maximaal twee jaar na uw laatste activiteit.
- Eigenaarsportaal en dossiers van opdrachten: zolang de overeenkomst loopt, daarna tot tien jaar, zoals vereist door de antiwitwas- en boekhoudwetgeving.

Na deze termijnen worden uw gegevens gewist of geanonimiseerd.

## Wie ontvangt uw gegevens?

Uw gegevens zijn alleen toegankelijk voor de teamleden die ze nodig hebben. We kunnen ze delen met:

- onze IT-dienstverleners (hosting, e-mail, beheersoftware), die als verwerker optreden op basis van een verwerkersovereenkomst;
- de partijen die bij uw transactie betrokken zijn, voor zover nodig: notarissen, certificateurs, aannemers, syndici, de koper of huurder en de eigenaar;
- ons partnerkantoor in Spanje, alleen als u ons om informatie over vastgoed in Spanje vraagt;
- overheidsinstanties, wanneer de wet dat vereist, bijvoorbeeld de belastingadministratie of de Cel voor Financiële Informatieverwerking (CFI).

We verkopen uw gegevens nooit. Worden gegevens buiten de Europese Economische Ruimte doorgegeven, bijvoorbeeld door bepaalde aanbieders van analyse- of advertentiediensten, dan zorgen we voor passende waarborgen, zoals een adequaatheidsbesluit of de modelcontractbepalingen van de Europese Commissie.

## Uw rechten

U hebt het recht op inzage in uw gegevens, op verbetering of wissing ervan, op beperking van de verwerking, op overdraagbaarheid en het recht om bezwaar te maken tegen de verwerking, in het bijzonder voor direct marketing. Is de verwerking gebaseerd op uw toestemming, dan kunt u die op elk moment intrekken, zonder dat dit afbreuk doet aan de rechtmatigheid van de verwerking daarvóór. Stuur uw verzoek naar privacy@maison-horizon.be; we antwoorden binnen één maand.

## Klachten

Bent u van oordeel dat we uw gegevens niet correct verwerken, neem dan eerst contact met ons op: we zoeken graag samen met u naar een oplossing. U hebt ook het recht een klacht in te dienen bij een toezichthoudende autoriteit:

- België: Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel – [www.gegevensbeschermingsautoriteit.be](https://www.gegevensbeschermingsautoriteit.be)
- Luxemburg: Commission nationale pour la protection des données (CNPD), 15, Boulevard du Jazz, 4370 Belvaux – [cnpd.public.lu](https://cnpd.public.lu)

## Beveiliging en wijzigingen

We nemen passende technische en organisatorische maatregelen om uw gegevens te beschermen tegen verlies, misbruik en onbevoegde toegang, onder meer via versleutelde verbindingen en beperkte toegangsrechten. We kunnen deze verklaring aanpassen; de meest recente versie vindt u altijd op deze pagina. Laatst bijgewerkt: januari 2026.`,
    fr: `Maison Horizon accorde une grande importance à la protection de votre vie privée. La présente politique explique quelles données personnelles nous collectons, pourquoi nous le faisons et de quels droits vous disposez, conformément au Règlement général sur la protection des données (RGPD) et aux législations belge et luxembourgeoise en la matière.

## Qui est responsable de vos données ?

Le responsable du traitement est Maison Horizon SRL, avenue Louise 231, 1050 Ixelles, Belgique, qui exploite également l’agence située boulevard Royal 12, 2449 Luxembourg. Pour toute question relative à vos données personnelles, vous pouvez nous contacter à l’adresse privacy@maison-horizon.be ou par courrier à notre adresse bruxelloise.

## Quelles données collectons-nous ?

Nous ne collectons que les données dont nous avons besoin, principalement au moyen des formulaires de ce site :

- Formulaire de contact : vos nom, adresse e-mail et numéro de téléphone, votre message et, le cas échéant, le bien qui vous intéresse.
- Demande d’estimation : vos coordonnées, l’adresse et les caractéristiques de votre bien et le moment qui vous convient pour une visite.
- Demande de recherche : vos coordonnées, votre langue et vos critères de recherche (région, type de bien, budget, nombre de chambres, etc.), afin de vous envoyer les biens qui y correspondent.
- Portail propriétaires : les données de votre compte (nom, adresse e-mail et mot de passe chiffré) et les informations relatives aux biens que nous gérons pour vous : baux, paiements des loyers, réparations, documents et messages.

Lorsque nous intervenons pour vous dans une vente ou une location, nous traitons également les données d’identification exigées par la loi, notamment par la législation anti-blanchiment. Lors de votre visite sur le site, des données techniques (comme votre adresse IP et votre type de navigateur) et, avec votre consentement, des cookies sont traités ; vous trouverez plus de détails dans notre politique de cookies.

## Pourquoi utilisons-nous vos données et sur quelle base légale ?

- Pour répondre à vos questions, organiser des visites et préparer une estimation : mesures précontractuelles prises à votre demande (article 6.1.b du RGPD).
- Pour vous envoyer les biens correspondant à votre demande de recherche : votre consentement (article 6.1.a du RGPD), que vous pouvez retirer à tout moment.
- Pour exécuter nos mandats de vente, de location ou de gestion et vous donner accès au portail propriétaires : exécution d’un contrat (article 6.1.b du RGPD).
- Pour respecter nos obligations légales, comme l’identification des clients prévue par la loi anti-blanchiment du 18 septembre 2017 et nos obligations comptables et fiscales : obligation légale (article 6.1.c du RGPD).
- Pour mesurer l’utilisation du site et afficher des publicités pertinentes : votre consentement, donné via le bandeau cookies.
- Pour améliorer nos services, sécuriser nos systèmes et défendre nos droits : notre intérêt légitime (article 6.1.f du RGPD).

## Combien de temps conservons-nous vos données ?

- Demandes de contact et d’estimation : trois ans après notre dernier contact, sauf si elles débouchent sur un mandat.
- Demandes de recherche : jusqu’à votre désinscription, et au plus tard deux ans après votre dernière activité.
- Portail propriétaires et dossiers de mandat : pendant toute la durée du contrat, puis jusqu’à dix ans, comme l’exigent les législations anti-blanchiment et comptable.

Au terme de ces délais, vos données sont supprimées ou anonymisées.

## Qui reçoit vos données ?

Vos données ne sont accessibles qu’aux membres de notre équipe qui en ont besoin. Nous pouvons les communiquer :

- à nos prestataires informatiques (hébergement, e-mail, logiciel de gestion), qui agissent en qualité de sous-traitants dans le cadre d’un contrat de sous-traitance ;
- aux intervenants de votre transaction, dans la mesure nécessaire : notaires, certificateurs, entrepreneurs, syndics, l’acheteur ou le locataire et le propriétaire ;
- à notre agence partenaire en Espagne, uniquement si vous nous demandez des informations sur des biens en Espagne ;
- aux autorités publiques lorsque la loi l’impose, par exemple l’administration fiscale ou la Cellule de traitement des informations financières (CTIF).

Nous ne vendons jamais vos données. Si des données sont transférées en dehors de l’Espace économique européen, par exemple par certains fournisseurs de services d’analyse ou de publicité, nous veillons à ce que des garanties appropriées soient en place, comme une décision d’adéquation ou les clauses contractuelles types de la Commission européenne.

## Vos droits

Vous avez le droit d’accéder à vos données, de les faire rectifier ou effacer, d’en limiter le traitement, de les recevoir dans un format portable et de vous opposer à leur traitement, en particulier à des fins de marketing direct. Lorsque le traitement repose sur votre consentement, vous pouvez le retirer à tout moment, sans que cela n’affecte la licéité du traitement effectué auparavant. Envoyez votre demande à privacy@maison-horizon.be ; nous vous répondrons dans un délai d’un mois.

## Plaintes

Si vous estimez que nous ne traitons pas vos données correctement, contactez-nous d’abord : nous ferons tout notre possible pour trouver une solution. Vous avez également le droit d’introduire une réclamation auprès d’une autorité de contrôle :

- Belgique : Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles – [www.autoriteprotectiondonnees.be](https://www.autoriteprotectiondonnees.be)
- Luxembourg : Commission nationale pour la protection des données (CNPD), 15, boulevard du Jazz, 4370 Belvaux – [cnpd.public.lu](https://cnpd.public.lu)

## Sécurité et modifications

Nous prenons les mesures techniques et organisationnelles appropriées pour protéger vos données contre la perte, l’utilisation abusive et l’accès non autorisé, notamment des connexions chiffrées et des droits d’accès limités. Nous pouvons adapter la présente politique ; la version la plus récente est toujours disponible sur cette page. Dernière mise à jour : janvier 2026.`,
    de: `Maison Horizon legt großen Wert auf den Schutz Ihrer Privatsphäre. In dieser Erklärung erläutern wir, welche personenbezogenen Daten wir erheben, warum wir dies tun und welche Rechte Sie haben, gemäß der Datenschutz-Grundverordnung (DSGVO) sowie den belgischen und luxemburgischen Datenschutzgesetzen.

## Wer ist für Ihre Daten verantwortlich?

Verantwortlicher ist die Maison Horizon SRL, Avenue Louise 231, 1050 Ixelles, Belgien, die auch das Büro am Boulevard Royal 12, 2449 Luxemburg betreibt. Bei Fragen zu Ihren personenbezogenen Daten erreichen Sie uns unter privacy@maison-horizon.be oder per Post unter unserer Brüsseler Adresse.

## Welche Daten erheben wir?

Wir erheben nur die Daten, die wir benötigen, hauptsächlich über die Formulare auf dieser Website:

- Kontaktformular: Ihr Name, Ihre E-Mail-Adresse, Ihre Telefonnummer, Ihre Nachricht und gegebenenfalls die Immobilie, für die Sie sich interessieren.
- Anfrage zur Immobilienbewertung: Ihre Kontaktdaten, die Adresse und die Merkmale Ihrer Immobilie sowie Ihr Wunschtermin für eine Besichtigung.
- Suchauftrag: Ihre Kontaktdaten, Ihre bevorzugte Sprache und Ihre Suchkriterien (Region, Art der Immobilie, Budget, Anzahl der Schlafzimmer usw.), damit wir Ihnen passende Angebote schicken können.
- Eigentümerportal: Ihre Kontodaten (Name, E-Mail-Adresse und ein verschlüsseltes Passwort) sowie die Informationen zu den Immobilien, die wir für Sie verwalten: Mietverträge, Mietzahlungen, Reparaturen, Dokumente und Nachrichten.

Wenn wir bei einem Verkauf oder einer Vermietung für Sie tätig werden, verarbeiten wir außerdem die gesetzlich vorgeschriebenen Identifikationsdaten, insbesondere nach den Vorschriften zur Bekämpfung der Geldwäsche. Beim Besuch der Website werden technische Daten (etwa Ihre IP-Adresse und Ihr Browsertyp) und, mit Ihrer Einwilligung, Cookies verarbeitet; Einzelheiten finden Sie in unserer Cookie-Richtlinie.

## Wozu verwenden wir Ihre Daten und auf welcher Rechtsgrundlage?

- Um Ihre Fragen zu beantworten, Besichtigungen zu organisieren und eine Bewertung vorzubereiten: vorvertragliche Maßnahmen auf Ihre Anfrage (Art. 6 Abs. 1 Buchst. b DSGVO).
- Um Ihnen Immobilien zu schicken, die zu Ihrem Suchauftrag passen: Ihre Einwilligung (Art. 6 Abs. 1 Buchst. a DSGVO), die Sie jederzeit widerrufen können.
- Um unsere Verkaufs-, Vermietungs- oder Verwaltungsaufträge auszuführen und Ihnen Zugang zum Eigentümerportal zu geben: Vertragserfüllung (Art. 6 Abs. 1 Buchst. b DSGVO).
- Um unsere gesetzlichen Pflichten zu erfüllen, etwa die Identifizierung von Kunden nach dem belgischen Geldwäschegesetz vom 18. September 2017 sowie buchhalterische und steuerliche Pflichten: rechtliche Verpflichtung (Art. 6 Abs. 1 Buchst. c DSGVO).
- Um die Nutzung der Website zu messen und relevante Werbung anzuzeigen: Ihre Einwilligung über das Cookie-Banner.
- Um unsere Dienstleistungen zu verbessern, unsere Systeme zu schützen und unsere Rechte zu verteidigen: unser berechtigtes Interesse (Art. 6 Abs. 1 Buchst. f DSGVO).

## Wie lange speichern wir Ihre Daten?

- Kontakt- und Bewertungsanfragen: drei Jahre nach unserem letzten Kontakt, sofern daraus kein Auftrag entsteht.
- Suchaufträge: bis Sie sich abmelden, höchstens jedoch zwei Jahre nach Ihrer letzten Aktivität.
- Eigentümerportal und Auftragsakten: für die Dauer des Vertrags, danach bis zu zehn Jahre, wie es die Geldwäsche- und Buchhaltungsvorschriften verlangen.

Nach Ablauf dieser Fristen werden Ihre Daten gelöscht oder anonymisiert.

## Wer erhält Ihre Daten?

Ihre Daten sind nur für die Mitglieder unseres Teams zugänglich, die sie benötigen. Wir können sie weitergeben an:

- unsere IT-Dienstleister (Hosting, E-Mail, Verwaltungssoftware), die als Auftragsverarbeiter auf der Grundlage eines Auftragsverarbeitungsvertrags tätig sind;
- die an Ihrer Transaktion Beteiligten, soweit erforderlich: Notare, Sachverständige für Bescheinigungen, Handwerker, Hausverwalter, Käufer oder Mieter und Eigentümer;
- unsere Partneragentur in Spanien, nur wenn Sie uns um Informationen über Immobilien in Spanien bitten;
- Behörden, wenn das Gesetz es vorschreibt, zum Beispiel die Steuerverwaltung oder das belgische Büro für die Verarbeitung finanzieller Informationen (CTIF-CFI).

Wir verkaufen Ihre Daten niemals. Werden Daten außerhalb des Europäischen Wirtschaftsraums übermittelt, etwa durch bestimmte Analyse- oder Werbeanbieter, sorgen wir für geeignete Garantien wie einen Angemessenheitsbeschluss oder die Standardvertragsklauseln der Europäischen Kommission.

## Ihre Rechte

Sie haben das Recht auf Auskunft über Ihre Daten, auf Berichtigung oder Löschung, auf Einschränkung der Verarbeitung, auf Datenübertragbarkeit sowie das Recht, der Verarbeitung zu widersprechen, insbesondere zu Zwecken der Direktwerbung. Beruht die Verarbeitung auf Ihrer Einwilligung, können Sie diese jederzeit widerrufen, ohne dass die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung berührt wird. Senden Sie Ihren Antrag an privacy@maison-horizon.be; wir antworten innerhalb eines Monats.

## Beschwerden

Wenn Sie der Meinung sind, dass wir Ihre Daten nicht korrekt verarbeiten, wenden Sie sich bitte zunächst an uns: Wir bemühen uns, gemeinsam mit Ihnen eine Lösung zu finden. Sie haben außerdem das Recht, Beschwerde bei einer Aufsichtsbehörde einzulegen:

- Belgien: Datenschutzbehörde (Autorité de protection des données), Rue de la Presse 35, 1000 Brüssel – [www.autoriteprotectiondonnees.be](https://www.autoriteprotectiondonnees.be)
- Luxemburg: Nationale Kommission für den Datenschutz (CNPD), 15, Boulevard du Jazz, 4370 Belvaux – [cnpd.public.lu](https://cnpd.public.lu)

## Sicherheit und Änderungen

Wir treffen geeignete technische und organisatorische Maßnahmen, um Ihre Daten vor Verlust, Missbrauch und unbefugtem Zugriff zu schützen, unter anderem durch verschlüsselte Verbindungen und eingeschränkte Zugriffsrechte. Wir können diese Erklärung anpassen; die aktuelle Fassung finden Sie stets auf dieser Seite. Stand: Januar 2026.`,
  },
};

const agency: SeedArticle = {
  id: 6,
  categoryId: null,
  slug: 'notre-agence',
  sort: 6,
  image: '/demo/banner-2.jpg',
  publishedAt: '2024-01-10',
  meta: {},
  title: {
    en: 'Our agency',
    nl: 'Ons kantoor',
    fr: 'Notre agence',
    de: 'Unsere Agentur',
  },
  summary: {
    en: 'Since 1999, Maison Horizon has been helping families, investors and owners to buy, sell and let property in Belgium and Luxembourg, with the same personal approach as on the very first day.',
    nl: 'Sinds 1999 helpt Maison Horizon gezinnen, investeerders en eigenaars bij het kopen, verkopen en verhuren van vastgoed in België en Luxemburg, met dezelfde persoonlijke aanpak als op de eerste dag.',
    fr: 'Depuis 1999, Maison Horizon aide les familles, les investisseurs et les propriétaires à acheter, vendre et louer en Belgique et au Luxembourg, avec la même approche personnelle qu’au premier jour.',
    de: 'Seit 1999 unterstützt Maison Horizon Familien, Investoren und Eigentümer beim Kaufen, Verkaufen und Vermieten von Immobilien in Belgien und Luxemburg – mit derselben persönlichen Betreuung wie am ersten Tag.',
  },
  body: {
    en: `Maison Horizon was founded in 1999 by Philippe Verhaegen in a small office in Ixelles. What began as a two-person agency specialising in apartments in the south-east of Brussels has grown into a team of experienced professionals active throughout Belgium and the Grand Duchy of Luxembourg. In 2012 we opened our second office on Boulevard Royal in Luxembourg City, to serve the many clients who live and work between the two countries. Today our offices on Avenue Louise and in Luxembourg work as one team, with shared listings and a shared database of buyers and tenants.

## Our values

- Honesty: a realistic valuation and straightforward advice, even when it is not what you hoped to hear
- Commitment: one dedicated contact person who follows your file from start to finish
- Expertise: ongoing training and in-depth knowledge of the local markets and of the rules in each region
- Availability: quick answers, in French, Dutch, English or German

## What makes us different

As a member of the Belgian Professional Institute of Real Estate Agents (IPI/BIV, no. 504.123), we are bound by a strict code of ethics and covered by professional liability insurance. But what our clients appreciate most is the way we work. We deliberately take on a limited number of properties, so that each one receives the attention it deserves: professional photography, floor plans, virtual tours and a carefully targeted marketing plan. Owners who entrust us with the management of their property have access to a secure owner portal, where they can follow rent payments, repairs and documents in real time.

Thanks to our partner agency on the Costa Blanca, we can also help you find a holiday home in Spain. Whether you are buying your first apartment, selling the family home or looking for a reliable manager for your investment property, we would be delighted to welcome you to one of our offices.`,
    nl: `Maison Horizon werd in 1999 opgericht door Philippe Verhaegen, in een klein kantoor in Elsene. Wat begon als een kantoor met twee mensen, gespecialiseerd in appartementen in het zuidoosten van Brussel, groeide uit tot een team van ervaren professionals dat actief is in heel België en in het Groothertogdom Luxemburg. In 2012 openden we ons tweede kantoor aan de Boulevard Royal in Luxemburg-Stad, voor de vele klanten die tussen beide landen wonen en werken. Vandaag werken onze kantoren aan de Louizalaan en in Luxemburg als één team, met een gemeenschappelijk aanbod en een gedeelde databank van kopers en huurders.

## Onze waarden

- Eerlijkheid: een realistische schatting en duidelijk advies, ook als dat niet is wat u hoopte te horen
- Betrokkenheid: één vaste contactpersoon die uw dossier van begin tot einde opvolgt
- Deskundigheid: permanente opleiding en een grondige kennis van de lokale markten en van de regels in elk gewest
- Bereikbaarheid: snelle antwoorden, in het Nederlands, Frans, Engels of Duits

## Wat ons anders maakt

Als lid van het Beroepsinstituut van Vastgoedmakelaars (BIV, nr. 504.123) zijn we gebonden aan een strikte deontologische code en verzekerd voor onze beroepsaansprakelijkheid. Maar wat onze klanten het meest waarderen, is onze manier van werken. We nemen bewust een beperkt aantal panden aan, zodat elk pand de aandacht krijgt die het verdient: professionele foto’s, plannen, virtuele bezoeken en een doordacht marketingplan. Eigenaars die het beheer van hun pand aan ons toevertrouwen, krijgen toegang tot een beveiligd eigenaarsportaal, waar ze huurbetalingen, herstellingen en documenten in real time kunnen opvolgen.

Dankzij ons partnerkantoor aan de Costa Blanca helpen we u ook bij de zoektocht naar een vakantiewoning in Spanje. Koopt u uw eerste appartement, verkoopt u de ouderlijke woning of zoekt u een betrouwbare beheerder voor uw investeringspand? We verwelkomen u graag in een van onze kantoren.`,
    fr: `Maison Horizon a été fondée en 1999 par Philippe Verhaegen, dans un petit bureau à Ixelles. Ce qui a commencé comme une agence de deux personnes spécialisée dans les appartements du sud-est de Bruxelles est devenu une équipe de professionnels expérimentés, active dans toute la Belgique et au Grand-Duché de Luxembourg. En 2012, nous avons ouvert notre deuxième agence, boulevard Royal à Luxembourg-Ville, pour servir les nombreux clients qui vivent et travaillent entre les deux pays. Aujourd’hui, nos agences de l’avenue Louise et de Luxembourg forment une seule équipe, avec une offre commune et une base de données partagée d’acheteurs et de locataires.

## Nos valeurs

- L’honnêteté : une estimation réaliste et des conseils francs, même quand ce n’est pas ce que vous espériez entendre
- L’engagement : un interlocuteur unique qui suit votre dossier du début à la fin
- L’expertise : une formation continue et une connaissance approfondie des marchés locaux et des règles propres à chaque région
- La disponibilité : des réponses rapides, en français, en néerlandais, en anglais ou en allemand

## Ce qui nous distingue

En tant que membre de l’Institut professionnel des agents immobiliers (IPI, n° 504.123), nous sommes tenus par un code de déontologie strict et couverts par une assurance en responsabilité civile professionnelle. Mais ce que nos clients apprécient le plus, c’est notre façon de travailler. Nous limitons volontairement le nombre de biens que nous prenons en charge, pour que chacun reçoive l’attention qu’il mérite : photos professionnelles, plans, visites virtuelles et plan de commercialisation soigneusement ciblé. Les propriétaires qui nous confient la gestion de leur bien ont accès à un portail propriétaires sécurisé, où ils suivent en temps réel les paiements des loyers, les réparations et les documents.

Grâce à notre agence partenaire sur la Costa Blanca, nous pouvons aussi vous aider à trouver une résidence secondaire en Espagne. Que vous achetiez votre premier appartement, vendiez la maison familiale ou cherchiez un gestionnaire fiable pour votre bien de rapport, nous serons ravis de vous accueillir dans l’une de nos agences.`,
    de: `Maison Horizon wurde 1999 von Philippe Verhaegen in einem kleinen Büro in Ixelles gegründet. Was als Zwei-Personen-Agentur mit Schwerpunkt auf Wohnungen im Südosten Brüssels begann, ist zu einem Team erfahrener Fachleute gewachsen, das in ganz Belgien und im Großherzogtum Luxemburg tätig ist. 2012 eröffneten wir unser zweites Büro am Boulevard Royal in Luxemburg-Stadt, um die vielen Kunden zu betreuen, die zwischen beiden Ländern leben und arbeiten. Heute arbeiten unsere Büros in der Avenue Louise und in Luxemburg als ein Team, mit gemeinsamem Angebot und einer gemeinsamen Datenbank von Käufern und Mietern.

## Unsere Werte

- Ehrlichkeit: eine realistische Bewertung und klare Beratung, auch wenn sie nicht Ihren Erwartungen entspricht
- Engagement: ein fester Ansprechpartner, der Ihre Akte von Anfang bis Ende betreut
- Fachwissen: kontinuierliche Weiterbildung und fundierte Kenntnis der lokalen Märkte und der Vorschriften in jeder Region
- Erreichbarkeit: schnelle Antworten, auf Deutsch, Französisch, Niederländisch oder Englisch

## Was uns auszeichnet

Als Mitglied des belgischen Berufsinstituts der Immobilienmakler (IPI/BIV, Nr. 504.123) sind wir an strenge Standesregeln gebunden und berufshaftpflichtversichert. Was unsere Kunden aber am meisten schätzen, ist unsere Arbeitsweise. Wir übernehmen bewusst nur eine begrenzte Zahl von Immobilien, damit jede die Aufmerksamkeit erhält, die sie verdient: professionelle Fotos, Grundrisse, virtuelle Rundgänge und ein gezielter Vermarktungsplan. Eigentümer, die uns die Verwaltung ihrer Immobilie anvertrauen, erhalten Zugang zu einem gesicherten Eigentümerportal, in dem sie Mietzahlungen, Reparaturen und Dokumente in Echtzeit verfolgen können.

Dank unserer Partneragentur an der Costa Blanca helfen wir Ihnen auch bei der Suche nach einem Ferienhaus in Spanien. Ob Sie Ihre erste Wohnung kaufen, das Elternhaus verkaufen oder einen zuverlässigen Verwalter für Ihre Anlageimmobilie suchen – wir freuen uns darauf, Sie in einem unserer Büros begrüßen zu dürfen.`,
  },
};

const pageArticles: SeedArticle[] = [spain, usefulLinks, cookiePolicy, disclaimer, privacy, agency];

/* ------------------------------------------------------------------------------------------------
 * Team (category 1)
 * ---------------------------------------------------------------------------------------------- */

const team: SeedArticle[] = [
  {
    id: 101,
    categoryId: 1,
    slug: 'philippe-verhaegen',
    sort: 1,
    image: '/demo/team-1.jpg',
    publishedAt: '2024-01-10',
    meta: {
      role: {
        en: 'Founder and managing director',
        nl: 'Oprichter en zaakvoerder',
        fr: 'Fondateur et gérant',
        de: 'Gründer und Geschäftsführer',
      },
      phone: '+32 2 640 00 11',
      email: 'philippe@maison-horizon.be',
    },
    title: { en: 'Philippe Verhaegen', nl: 'Philippe Verhaegen', fr: 'Philippe Verhaegen', de: 'Philippe Verhaegen' },
    summary: {
      en: 'Philippe founded Maison Horizon in 1999 and still personally follows many sales and valuations.',
      nl: 'Philippe richtte Maison Horizon op in 1999 en volgt nog altijd zelf heel wat verkopen en schattingen op.',
      fr: 'Philippe a fondé Maison Horizon en 1999 et suit toujours personnellement de nombreuses ventes et estimations.',
      de: 'Philippe hat Maison Horizon 1999 gegründet und betreut noch heute persönlich viele Verkäufe und Bewertungen.',
    },
    body: {
      en: `Before founding Maison Horizon, Philippe spent eight years in a notary’s office in Brussels, where he learned every legal detail of a property transaction. He sets the agency’s course, values the most exceptional properties himself and remains closely involved in the sales our clients entrust to us. He speaks French, Dutch and English, and can often be found cycling in the Sonian Forest at the weekend.`,
      nl: `Voor hij Maison Horizon oprichtte, werkte Philippe acht jaar op een notariskantoor in Brussel, waar hij alle juridische details van een vastgoedtransactie leerde kennen. Hij bepaalt de koers van het kantoor, schat de meest uitzonderlijke panden zelf en blijft nauw betrokken bij de verkopen die onze klanten ons toevertrouwen. Hij spreekt Frans, Nederlands en Engels en fietst in het weekend graag door het Zoniënwoud.`,
      fr: `Avant de fonder Maison Horizon, Philippe a travaillé pendant huit ans dans une étude notariale bruxelloise, où il a appris tous les aspects juridiques d’une transaction immobilière. Il fixe le cap de l’agence, estime lui-même les biens les plus exceptionnels et reste étroitement impliqué dans les ventes que nos clients nous confient. Il parle français, néerlandais et anglais, et on le croise souvent à vélo en forêt de Soignes le week-end.`,
      de: `Bevor er Maison Horizon gründete, arbeitete Philippe acht Jahre in einem Brüsseler Notariat und lernte dort alle rechtlichen Einzelheiten einer Immobilientransaktion kennen. Er gibt die Richtung der Agentur vor, bewertet die außergewöhnlichsten Immobilien selbst und ist weiterhin eng in die Verkäufe eingebunden, die unsere Kunden uns anvertrauen. Er spricht Französisch, Niederländisch und Englisch und ist am Wochenende oft mit dem Rad im Sonienwald unterwegs.`,
    },
  },
  {
    id: 102,
    categoryId: 1,
    slug: 'sarah-peeters',
    sort: 2,
    image: '/demo/team-2.jpg',
    publishedAt: '2024-01-10',
    meta: {
      role: {
        en: 'Sales agent',
        nl: 'Vastgoedmakelaar verkoop',
        fr: 'Agente immobilière – vente',
        de: 'Immobilienmaklerin – Verkauf',
      },
      phone: '+32 2 640 00 12',
      email: 'sarah@maison-horizon.be',
    },
    title: { en: 'Sarah Peeters', nl: 'Sarah Peeters', fr: 'Sarah Peeters', de: 'Sarah Peeters' },
    summary: {
      en: 'Sarah guides sellers and buyers in Brussels and Flemish Brabant, from the first valuation to the notarial deed.',
      nl: 'Sarah begeleidt verkopers en kopers in Brussel en Vlaams-Brabant, van de eerste schatting tot de notariële akte.',
      fr: 'Sarah accompagne vendeurs et acheteurs à Bruxelles et dans le Brabant flamand, de la première estimation à l’acte notarié.',
      de: 'Sarah begleitet Verkäufer und Käufer in Brüssel und Flämisch-Brabant, von der ersten Bewertung bis zur notariellen Urkunde.',
    },
    body: {
      en: `Sarah grew up in Leuven and joined Maison Horizon in 2014 after several years with a property developer. She knows the Brussels and Flemish Brabant markets inside out and is known for her well-prepared viewings and her calm during negotiations. For Sarah, a successful sale is one where both the seller and the buyer leave the notary’s office with a smile. She works in Dutch, French and English.`,
      nl: `Sarah groeide op in Leuven en kwam in 2014 bij Maison Horizon, na enkele jaren bij een projectontwikkelaar. Ze kent de markt in Brussel en Vlaams-Brabant als haar broekzak en staat bekend om haar goed voorbereide bezoeken en haar rust tijdens onderhandelingen. Voor Sarah is een verkoop pas geslaagd als zowel de verkoper als de koper met een glimlach het notariskantoor verlaat. Ze werkt in het Nederlands, Frans en Engels.`,
      fr: `Originaire de Louvain, Sarah a rejoint Maison Horizon en 2014 après plusieurs années chez un promoteur immobilier. Elle connaît les marchés de Bruxelles et du Brabant flamand sur le bout des doigts et est appréciée pour ses visites bien préparées et son calme lors des négociations. Pour Sarah, une vente réussie, c’est quand vendeur et acheteur quittent l’étude du notaire avec le sourire. Elle travaille en néerlandais, en français et en anglais.`,
      de: `Sarah ist in Löwen aufgewachsen und kam 2014 nach einigen Jahren bei einem Projektentwickler zu Maison Horizon. Sie kennt die Märkte in Brüssel und Flämisch-Brabant wie ihre Westentasche und wird für ihre gut vorbereiteten Besichtigungen und ihre Ruhe bei Verhandlungen geschätzt. Für Sarah ist ein Verkauf erst dann gelungen, wenn Verkäufer und Käufer das Notariat mit einem Lächeln verlassen. Sie arbeitet auf Niederländisch, Französisch und Englisch.`,
    },
  },
  {
    id: 103,
    categoryId: 1,
    slug: 'mehdi-el-amrani',
    sort: 3,
    image: '/demo/team-3.jpg',
    publishedAt: '2024-01-10',
    meta: {
      role: {
        en: 'Rental manager',
        nl: 'Verantwoordelijke verhuur',
        fr: 'Responsable location',
        de: 'Leiter Vermietung',
      },
      phone: '+32 2 640 00 13',
      email: 'mehdi@maison-horizon.be',
    },
    title: { en: 'Mehdi El Amrani', nl: 'Mehdi El Amrani', fr: 'Mehdi El Amrani', de: 'Mehdi El Amrani' },
    summary: {
      en: 'Mehdi finds the right tenant for every property and takes care of leases, guarantees and inventories.',
      nl: 'Mehdi vindt voor elk pand de juiste huurder en zorgt voor huurcontracten, huurwaarborgen en plaatsbeschrijvingen.',
      fr: 'Mehdi trouve le bon locataire pour chaque bien et s’occupe des baux, des garanties locatives et des états des lieux.',
      de: 'Mehdi findet für jede Immobilie den passenden Mieter und kümmert sich um Mietverträge, Mietkautionen und Übergabeprotokolle.',
    },
    body: {
      en: `Born and raised in Brussels, Mehdi has been in charge of our rental department since 2016. He organises viewings, carefully screens candidates and drafts leases in line with the rules of each region. Landlords appreciate his thoroughness, and tenants his availability and clear explanations. Mehdi speaks French, Dutch, English and Arabic, and is a keen amateur football coach.`,
      nl: `Mehdi is geboren en getogen in Brussel en leidt sinds 2016 onze verhuurafdeling. Hij organiseert de bezoeken, screent kandidaat-huurders zorgvuldig en stelt huurcontracten op volgens de regels van elk gewest. Verhuurders waarderen zijn grondigheid, huurders zijn bereikbaarheid en duidelijke uitleg. Mehdi spreekt Frans, Nederlands, Engels en Arabisch en is een gedreven amateur-voetbaltrainer.`,
      fr: `Né et élevé à Bruxelles, Mehdi dirige notre service location depuis 2016. Il organise les visites, sélectionne soigneusement les candidats locataires et rédige des baux conformes aux règles de chaque région. Les bailleurs apprécient sa rigueur, les locataires sa disponibilité et ses explications claires. Mehdi parle français, néerlandais, anglais et arabe, et entraîne avec passion une équipe de football amateur.`,
      de: `Mehdi ist in Brüssel geboren und aufgewachsen und leitet seit 2016 unsere Vermietungsabteilung. Er organisiert Besichtigungen, prüft Mietinteressenten sorgfältig und erstellt Mietverträge nach den Vorschriften der jeweiligen Region. Vermieter schätzen seine Gründlichkeit, Mieter seine Erreichbarkeit und seine verständlichen Erklärungen. Mehdi spricht Französisch, Niederländisch, Englisch und Arabisch und ist begeisterter Amateur-Fußballtrainer.`,
    },
  },
  {
    id: 104,
    categoryId: 1,
    slug: 'annelies-van-den-broeck',
    sort: 4,
    image: '/demo/team-4.jpg',
    publishedAt: '2024-01-10',
    meta: {
      role: {
        en: 'Property manager',
        nl: 'Vastgoedbeheerder',
        fr: 'Gestionnaire de biens',
        de: 'Immobilienverwalterin',
      },
      phone: '+32 2 640 00 14',
      email: 'annelies@maison-horizon.be',
    },
    title: { en: 'Annelies Van den Broeck', nl: 'Annelies Van den Broeck', fr: 'Annelies Van den Broeck', de: 'Annelies Van den Broeck' },
    summary: {
      en: 'Annelies manages our clients’ rental properties day to day: rents, repairs, indexation and follow-up with tenants.',
      nl: 'Annelies beheert dag in dag uit de huurpanden van onze klanten: huurgelden, herstellingen, indexeringen en contact met de huurders.',
      fr: 'Annelies gère au quotidien les biens loués de nos clients : loyers, réparations, indexations et suivi des locataires.',
      de: 'Annelies verwaltet täglich die Mietobjekte unserer Kunden: Mieten, Reparaturen, Indexierungen und Betreuung der Mieter.',
    },
    body: {
      en: `Annelies studied real estate in Ghent and is an IPI/BIV-approved property manager. Since 2018 she has looked after a portfolio of more than 300 rental units, from studios in Ixelles to family houses in the Brussels periphery. She coordinates repairs with our network of trusted contractors, keeps an eye on statutory inspections and makes sure owners find every document in the owner portal. She works in Dutch, French and English.`,
      nl: `Annelies studeerde vastgoed in Gent en is erkend vastgoedmakelaar-rentmeester bij het BIV. Sinds 2018 beheert ze een portefeuille van meer dan 300 huurwoningen, van studio’s in Elsene tot gezinswoningen in de Brusselse rand. Ze coördineert herstellingen met ons netwerk van betrouwbare vakmensen, houdt de wettelijke keuringen in het oog en zorgt ervoor dat eigenaars elk document terugvinden in het eigenaarsportaal. Ze werkt in het Nederlands, Frans en Engels.`,
      fr: `Annelies a étudié l’immobilier à Gand et est agent immobilier régisseur agréé IPI. Depuis 2018, elle gère un portefeuille de plus de 300 logements loués, du studio à Ixelles à la maison familiale en périphérie bruxelloise. Elle coordonne les réparations avec notre réseau d’entrepreneurs de confiance, veille aux contrôles légaux et s’assure que les propriétaires retrouvent chaque document dans le portail propriétaires. Elle travaille en néerlandais, en français et en anglais.`,
      de: `Annelies hat in Gent Immobilienwirtschaft studiert und ist beim IPI/BIV zugelassene Immobilienverwalterin. Seit 2018 betreut sie ein Portfolio von mehr als 300 Mieteinheiten, vom Studio in Ixelles bis zum Einfamilienhaus im Brüsseler Umland. Sie koordiniert Reparaturen mit unserem Netz zuverlässiger Handwerker, behält die gesetzlich vorgeschriebenen Prüfungen im Blick und sorgt dafür, dass Eigentümer jedes Dokument im Eigentümerportal finden. Sie arbeitet auf Niederländisch, Französisch und Englisch.`,
    },
  },
  {
    id: 105,
    categoryId: 1,
    slug: 'nathalie-dubois',
    sort: 5,
    image: '/demo/team-5.jpg',
    publishedAt: '2024-01-10',
    meta: {
      role: {
        en: 'Office manager',
        nl: 'Officemanager',
        fr: 'Responsable administrative',
        de: 'Büroleiterin',
      },
      phone: '+32 2 640 00 15',
      email: 'nathalie@maison-horizon.be',
    },
    title: { en: 'Nathalie Dubois', nl: 'Nathalie Dubois', fr: 'Nathalie Dubois', de: 'Nathalie Dubois' },
    summary: {
      en: 'Nathalie is often your first contact with Maison Horizon and keeps the whole office running smoothly.',
      nl: 'Nathalie is vaak uw eerste contact met Maison Horizon en zorgt ervoor dat het hele kantoor vlot draait.',
      fr: 'Nathalie est souvent votre premier contact avec Maison Horizon et veille au bon fonctionnement de toute l’agence.',
      de: 'Nathalie ist oft Ihr erster Kontakt bei Maison Horizon und sorgt dafür, dass im ganzen Büro alles reibungslos läuft.',
    },
    body: {
      en: `Nathalie, who comes from Namur, has been part of the team since 2005. She answers your calls and e-mails, plans viewings and appointments, and orders and follows up all the certificates needed for a sale or a rental. Nothing escapes her attention, and her colleagues readily admit that the agency would not run without her. She speaks French, English and good Dutch.`,
      nl: `Nathalie komt uit Namen en maakt sinds 2005 deel uit van het team. Ze beantwoordt uw telefoons en e-mails, plant bezoeken en afspraken en bestelt en volgt alle attesten op die nodig zijn voor een verkoop of verhuur. Niets ontsnapt aan haar aandacht, en haar collega’s geven grif toe dat het kantoor zonder haar niet zou draaien. Ze spreekt Frans, Engels en goed Nederlands.`,
      fr: `Namuroise d’origine, Nathalie fait partie de l’équipe depuis 2005. Elle répond à vos appels et à vos e-mails, planifie les visites et les rendez-vous, et commande et suit tous les certificats nécessaires à une vente ou à une location. Rien ne lui échappe, et ses collègues l’avouent volontiers : sans elle, l’agence ne tournerait pas. Elle parle français, anglais et un bon néerlandais.`,
      de: `Nathalie stammt aus Namur und gehört seit 2005 zum Team. Sie beantwortet Ihre Anrufe und E-Mails, plant Besichtigungen und Termine und bestellt und verfolgt alle Bescheinigungen, die für einen Verkauf oder eine Vermietung nötig sind. Ihr entgeht nichts, und ihre Kollegen geben gern zu, dass die Agentur ohne sie nicht laufen würde. Sie spricht Französisch, Englisch und gut Niederländisch.`,
    },
  },
  {
    id: 106,
    categoryId: 1,
    slug: 'marc-schmit',
    sort: 6,
    image: '/demo/team-6.jpg',
    publishedAt: '2024-01-10',
    meta: {
      role: {
        en: 'Real estate agent, Luxembourg office',
        nl: 'Vastgoedmakelaar, kantoor Luxemburg',
        fr: 'Agent immobilier, agence de Luxembourg',
        de: 'Immobilienmakler, Büro Luxemburg',
      },
      phone: '+352 26 20 00 16',
      email: 'marc@maison-horizon.be',
    },
    title: { en: 'Marc Schmit', nl: 'Marc Schmit', fr: 'Marc Schmit', de: 'Marc Schmit' },
    summary: {
      en: 'Marc has worked at our Luxembourg office since it opened in 2012 and knows the Grand Duchy’s market like no one else.',
      nl: 'Marc werkt sinds de opening in 2012 op ons kantoor in Luxemburg en kent de markt van het Groothertogdom als geen ander.',
      fr: 'Marc travaille à notre agence de Luxembourg depuis son ouverture en 2012 et connaît le marché du Grand-Duché comme personne.',
      de: 'Marc arbeitet seit der Eröffnung 2012 in unserem Luxemburger Büro und kennt den Markt im Großherzogtum wie kaum ein anderer.',
    },
    body: {
      en: `A native of Luxembourg City, Marc advises buyers, sellers and landlords throughout the Grand Duchy, from Belair and Limpertsberg to Kirchberg and the border towns. Many of his clients are international professionals who move to Luxembourg for work, and he helps them find their way in a market that moves fast. Marc speaks Luxembourgish, German, French and English.`,
      nl: `Marc is afkomstig uit Luxemburg-Stad en adviseert kopers, verkopers en verhuurders in het hele Groothertogdom, van Belair en Limpertsberg tot Kirchberg en de grensgemeenten. Veel van zijn klanten zijn internationale professionals die voor hun werk naar Luxemburg verhuizen, en hij helpt hen de weg te vinden op een markt die snel beweegt. Marc spreekt Luxemburgs, Duits, Frans en Engels.`,
      fr: `Originaire de Luxembourg-Ville, Marc conseille acheteurs, vendeurs et bailleurs dans tout le Grand-Duché, de Belair et du Limpertsberg au Kirchberg et aux communes frontalières. Nombre de ses clients sont des professionnels internationaux qui s’installent au Luxembourg pour leur travail, et il les aide à trouver leurs repères sur un marché qui évolue vite. Marc parle luxembourgeois, allemand, français et anglais.`,
      de: `Marc stammt aus Luxemburg-Stadt und berät Käufer, Verkäufer und Vermieter im ganzen Großherzogtum, von Belair und Limpertsberg bis Kirchberg und in die Grenzgemeinden. Viele seiner Kunden sind internationale Fachkräfte, die beruflich nach Luxemburg ziehen, und er hilft ihnen, sich auf einem schnelllebigen Markt zurechtzufinden. Marc spricht Luxemburgisch, Deutsch, Französisch und Englisch.`,
    },
  },
];

/* ------------------------------------------------------------------------------------------------
 * Testimonials (category 2)
 * ---------------------------------------------------------------------------------------------- */

const testimonials: SeedArticle[] = [
  {
    id: 201,
    categoryId: 2,
    slug: 'testimonial-uccle-sale',
    sort: 1,
    image: null,
    publishedAt: '2024-04-18',
    meta: { author: 'Isabelle M.', city: 'Uccle', rating: 5 },
    title: {
      en: 'Sold in three weeks',
      nl: 'Verkocht in drie weken',
      fr: 'Vendue en trois semaines',
      de: 'In drei Wochen verkauft',
    },
    summary: {
      en: 'Our house in Uccle was sold in three weeks, at the asking price. Sarah was there at every stage and always kept us informed.',
      nl: 'Ons huis in Ukkel was in drie weken verkocht, tegen de vraagprijs. Sarah was er bij elke stap en hield ons altijd op de hoogte.',
      fr: 'Notre maison à Uccle a été vendue en trois semaines, au prix demandé. Sarah a été présente à chaque étape et nous a toujours tenus informés.',
      de: 'Unser Haus in Uccle war in drei Wochen verkauft, zum Angebotspreis. Sarah war bei jedem Schritt für uns da und hat uns immer auf dem Laufenden gehalten.',
    },
    body: {
      en: `After thirty years in our family home, deciding to sell was an emotional step. Sarah took the time to listen to us, gave us a realistic valuation and arranged beautiful photos and a virtual tour. Within three weeks we had several offers and signed the sales agreement at the asking price. Nathalie took care of all the certificates, from the PEB to the electrical inspection and the soil certificate, so we had nothing to worry about until the day of the deed. We recommend Maison Horizon without hesitation.`,
      nl: `Na dertig jaar in onze gezinswoning was de beslissing om te verkopen een emotionele stap. Sarah nam de tijd om naar ons te luisteren, gaf ons een realistische schatting en zorgde voor prachtige foto’s en een virtueel bezoek. Binnen drie weken hadden we verschillende biedingen en ondertekenden we de verkoopovereenkomst tegen de vraagprijs. Nathalie regelde alle attesten, van het EPB-certificaat tot de elektrische keuring en het bodemattest, zodat we ons tot de dag van de akte nergens zorgen over hoefden te maken. We raden Maison Horizon zonder aarzelen aan.`,
      fr: `Après trente ans dans notre maison familiale, la décision de vendre était chargée d’émotion. Sarah a pris le temps de nous écouter, nous a donné une estimation réaliste et a organisé de superbes photos ainsi qu’une visite virtuelle. En trois semaines, nous avions plusieurs offres et signions le compromis au prix demandé. Nathalie s’est chargée de tous les certificats, du PEB au contrôle électrique en passant par l’attestation du sol : nous n’avons eu à nous soucier de rien jusqu’au jour de l’acte. Nous recommandons Maison Horizon sans hésiter.`,
      de: `Nach dreißig Jahren in unserem Familienhaus war die Entscheidung zu verkaufen ein emotionaler Schritt. Sarah nahm sich Zeit, uns zuzuhören, gab uns eine realistische Bewertung und sorgte für wunderschöne Fotos und einen virtuellen Rundgang. Innerhalb von drei Wochen hatten wir mehrere Angebote und unterzeichneten den Kaufvorvertrag zum Angebotspreis. Nathalie kümmerte sich um alle Bescheinigungen, vom Energieausweis über die Elektroprüfung bis zur Bodenbescheinigung, sodass wir uns bis zum Notartermin um nichts sorgen mussten. Wir empfehlen Maison Horizon ohne Zögern.`,
    },
  },
  {
    id: 202,
    categoryId: 2,
    slug: 'testimonial-ghent-purchase',
    sort: 2,
    image: null,
    publishedAt: '2024-06-05',
    meta: { author: 'Pieter D.', city: 'Gent', rating: 5 },
    title: {
      en: 'First-time buyers, well advised',
      nl: 'Eerste aankoop, goed begeleid',
      fr: 'Premier achat, bien conseillés',
      de: 'Erster Hauskauf, gut beraten',
    },
    summary: {
      en: 'As first-time buyers we had a thousand questions. Maison Horizon explained everything patiently, from the EPC to the renovation obligation.',
      nl: 'Als eerste kopers hadden we duizend vragen. Maison Horizon legde alles geduldig uit, van het EPC tot de renovatieverplichting.',
      fr: 'Pour notre premier achat, nous avions mille questions. Maison Horizon nous a tout expliqué avec patience, de l’EPC à l’obligation de rénovation.',
      de: 'Als Erstkäufer hatten wir tausend Fragen. Maison Horizon hat uns alles geduldig erklärt, vom Energieausweis bis zur Renovierungspflicht.',
    },
    body: {
      en: `We fell in love with a terraced house in Gentbrugge, but it had an EPC label E. The agent clearly explained that we would have six years after the deed to renovate it to at least label D, and gave us an idea of the work and the grants involved. That allowed us to make a well-considered offer and to discuss the renovation with our bank in advance. Today the roof is insulated, the windows have been replaced and we feel completely at home. Thank you for your honesty and your patience!`,
      nl: `We werden verliefd op een rijwoning in Gentbrugge, maar die had een EPC-label E. De makelaar legde duidelijk uit dat we na de akte zes jaar de tijd zouden hebben om ze te renoveren tot minstens label D, en gaf ons een idee van de werken en de premies. Zo konden we een doordacht bod doen en de renovatie vooraf met onze bank bespreken. Intussen is het dak geïsoleerd, zijn de ramen vervangen en voelen we ons er helemaal thuis. Bedankt voor jullie eerlijkheid en geduld!`,
      fr: `Nous avons eu le coup de cœur pour une maison mitoyenne à Gentbrugge, mais elle affichait un label EPC E. L’agent nous a clairement expliqué que nous aurions six ans après l’acte pour la rénover jusqu’au label D au minimum, et nous a donné une idée des travaux et des primes possibles. Nous avons ainsi pu faire une offre réfléchie et discuter de la rénovation avec notre banque à l’avance. Aujourd’hui, la toiture est isolée, les châssis ont été remplacés et nous nous sentons vraiment chez nous. Merci pour votre honnêteté et votre patience !`,
      de: `Wir haben uns in ein Reihenhaus in Gentbrugge verliebt, das allerdings das Energielabel E hatte. Der Makler erklärte uns klar, dass wir nach der Beurkundung sechs Jahre Zeit haben würden, es mindestens auf Label D zu sanieren, und gab uns eine Vorstellung von den Arbeiten und den möglichen Prämien. So konnten wir ein durchdachtes Angebot abgeben und die Renovierung vorab mit unserer Bank besprechen. Heute ist das Dach gedämmt, die Fenster sind ausgetauscht und wir fühlen uns rundum zu Hause. Danke für Ihre Ehrlichkeit und Ihre Geduld!`,
    },
  },
  {
    id: 203,
    categoryId: 2,
    slug: 'testimonial-leuven-management',
    sort: 3,
    image: null,
    publishedAt: '2024-09-23',
    meta: { author: 'Koen V.', city: 'Leuven', rating: 5 },
    title: {
      en: 'Peace of mind from abroad',
      nl: 'Gemoedsrust vanuit het buitenland',
      fr: 'L’esprit tranquille depuis l’étranger',
      de: 'Sorgenfrei aus dem Ausland',
    },
    summary: {
      en: 'I live abroad and rely entirely on Annelies to manage my two apartments in Leuven. The rent arrives on time and I can follow everything in the owner portal.',
      nl: 'Ik woon in het buitenland en reken volledig op Annelies voor het beheer van mijn twee appartementen in Leuven. De huur komt stipt binnen en ik volg alles op via het eigenaarsportaal.',
      fr: 'Je vis à l’étranger et je m’en remets entièrement à Annelies pour la gestion de mes deux appartements à Louvain. Les loyers arrivent à temps et je suis tout via le portail propriétaires.',
      de: 'Ich lebe im Ausland und verlasse mich bei der Verwaltung meiner beiden Wohnungen in Löwen voll auf Annelies. Die Miete kommt pünktlich, und ich verfolge alles im Eigentümerportal.',
    },
    body: {
      en: `Since I moved to Stockholm for work, Maison Horizon has been managing my two apartments in Leuven. When a tenant leaves, a new one is found quickly, always after a thorough screening. Repairs are handled efficiently: last winter the boiler broke down on a Sunday and it was repaired on the Monday morning. In the owner portal I see every rent payment, every invoice and every document. It is exactly the peace of mind I was looking for.`,
      nl: `Sinds ik voor mijn werk naar Stockholm verhuisd ben, beheert Maison Horizon mijn twee appartementen in Leuven. Vertrekt er een huurder, dan is er snel een nieuwe gevonden, altijd na een grondige screening. Herstellingen worden efficiënt aangepakt: vorige winter viel de verwarmingsketel op een zondag uit en maandagochtend was hij al hersteld. In het eigenaarsportaal zie ik elke huurbetaling, elke factuur en elk document. Het is precies de gemoedsrust die ik zocht.`,
      fr: `Depuis que je suis parti travailler à Stockholm, Maison Horizon gère mes deux appartements à Louvain. Quand un locataire s’en va, un nouveau est rapidement trouvé, toujours après une sélection rigoureuse. Les réparations sont traitées efficacement : l’hiver dernier, la chaudière est tombée en panne un dimanche et elle était réparée le lundi matin. Dans le portail propriétaires, je vois chaque loyer, chaque facture et chaque document. C’est exactement la tranquillité d’esprit que je cherchais.`,
      de: `Seit ich beruflich nach Stockholm gezogen bin, verwaltet Maison Horizon meine beiden Wohnungen in Löwen. Zieht ein Mieter aus, ist schnell ein neuer gefunden, immer nach sorgfältiger Prüfung. Reparaturen werden effizient erledigt: Letzten Winter fiel die Heizung an einem Sonntag aus, und am Montagmorgen war sie schon repariert. Im Eigentümerportal sehe ich jede Mietzahlung, jede Rechnung und jedes Dokument. Genau diese Sorgenfreiheit habe ich gesucht.`,
    },
  },
  {
    id: 204,
    categoryId: 2,
    slug: 'testimonial-ixelles-tenant',
    sort: 4,
    image: null,
    publishedAt: '2024-11-12',
    meta: { author: 'Laura G.', city: 'Ixelles', rating: 5 },
    title: {
      en: 'A warm welcome to Brussels',
      nl: 'Een warm welkom in Brussel',
      fr: 'Un accueil chaleureux à Bruxelles',
      de: 'Ein herzlicher Empfang in Brüssel',
    },
    summary: {
      en: 'When we moved to Brussels for work, Mehdi found us an apartment in Ixelles within a week. Everything was clear, from the lease to the inventory.',
      nl: 'Toen we voor ons werk naar Brussel verhuisden, vond Mehdi binnen een week een appartement in Elsene voor ons. Alles was duidelijk, van het huurcontract tot de plaatsbeschrijving.',
      fr: 'Quand nous sommes arrivés à Bruxelles pour le travail, Mehdi nous a trouvé un appartement à Ixelles en une semaine. Tout était clair, du bail à l’état des lieux.',
      de: 'Als wir beruflich nach Brüssel zogen, fand Mehdi innerhalb einer Woche eine Wohnung in Ixelles für uns. Alles war klar, vom Mietvertrag bis zum Übergabeprotokoll.',
    },
    body: {
      en: `We arrived from Milan without knowing anything about the Belgian rental market. Mehdi explained in English how the lease, the rental guarantee on a blocked account and the inventory work, and answered all our questions without ever making us feel rushed. Since we moved in, the few small technical problems have always been solved quickly. It is reassuring to have such a responsive agency as your contact point when you are far from home.`,
      nl: `We kwamen uit Milaan en wisten niets over de Belgische huurmarkt. Mehdi legde ons in het Engels uit hoe het huurcontract, de huurwaarborg op een geblokkeerde rekening en de plaatsbeschrijving werken, en beantwoordde al onze vragen zonder ons ooit op te jagen. Sinds we er wonen, werden de enkele kleine technische problemen altijd snel opgelost. Het is geruststellend om zo’n responsief kantoor als aanspreekpunt te hebben als je ver van huis bent.`,
      fr: `Nous arrivions de Milan sans rien connaître du marché locatif belge. Mehdi nous a expliqué en anglais le fonctionnement du bail, de la garantie locative sur un compte bloqué et de l’état des lieux, et a répondu à toutes nos questions sans jamais nous presser. Depuis notre installation, les quelques petits soucis techniques ont toujours été réglés rapidement. C’est rassurant d’avoir une agence aussi réactive comme interlocutrice quand on est loin de chez soi.`,
      de: `Wir kamen aus Mailand und wussten nichts über den belgischen Mietmarkt. Mehdi erklärte uns auf Englisch, wie Mietvertrag, Mietkaution auf einem Sperrkonto und Übergabeprotokoll funktionieren, und beantwortete alle unsere Fragen, ohne uns je zu drängen. Seit unserem Einzug wurden die wenigen kleinen technischen Probleme immer schnell gelöst. Es ist beruhigend, eine so reaktionsschnelle Agentur als Ansprechpartner zu haben, wenn man fern der Heimat ist.`,
    },
  },
  {
    id: 205,
    categoryId: 2,
    slug: 'testimonial-namur-sale',
    sort: 5,
    image: null,
    publishedAt: '2025-01-28',
    meta: { author: 'Jean-Luc R.', city: 'Namur', rating: 4 },
    title: {
      en: 'An honest valuation',
      nl: 'Een eerlijke schatting',
      fr: 'Une estimation honnête',
      de: 'Eine ehrliche Bewertung',
    },
    summary: {
      en: 'The valuation was lower than we had hoped, but it proved to be right: the house was sold within two months.',
      nl: 'De schatting lag lager dan we gehoopt hadden, maar ze bleek juist: het huis was binnen twee maanden verkocht.',
      fr: 'L’estimation était plus basse que ce que nous espérions, mais elle s’est révélée juste : la maison a été vendue en deux mois.',
      de: 'Die Bewertung lag unter unseren Erwartungen, erwies sich aber als richtig: Das Haus war innerhalb von zwei Monaten verkauft.',
    },
    body: {
      en: `Another agency had promised us a much higher price, and we were tempted. Maison Horizon showed us the recent sales in our neighbourhood and explained why that price was not realistic. We followed their advice, and the house near the Citadel was sold within two months to a young couple. The only small point for improvement: we would have liked a little more feedback after some of the viewings. Overall, a very professional and honest team.`,
      nl: `Een ander kantoor had ons een veel hogere prijs beloofd, en we kwamen in de verleiding. Maison Horizon toonde ons de recente verkopen in onze buurt en legde uit waarom die prijs niet realistisch was. We volgden hun advies, en het huis vlak bij de Citadel werd binnen twee maanden verkocht aan een jong koppel. Enig klein verbeterpunt: we hadden na sommige bezoeken graag wat meer feedback gekregen. Al bij al een heel professioneel en eerlijk team.`,
      fr: `Une autre agence nous avait promis un prix nettement plus élevé, et nous étions tentés. Maison Horizon nous a montré les ventes récentes dans notre quartier et nous a expliqué pourquoi ce prix n’était pas réaliste. Nous avons suivi leurs conseils, et la maison, à deux pas de la Citadelle, a été vendue en deux mois à un jeune couple. Seul petit bémol : nous aurions aimé un peu plus de retours après certaines visites. Dans l’ensemble, une équipe très professionnelle et honnête.`,
      de: `Eine andere Agentur hatte uns einen deutlich höheren Preis versprochen, und wir waren versucht. Maison Horizon zeigte uns die jüngsten Verkäufe in unserem Viertel und erklärte, warum dieser Preis nicht realistisch war. Wir folgten dem Rat, und das Haus in der Nähe der Zitadelle wurde innerhalb von zwei Monaten an ein junges Paar verkauft. Einziger kleiner Verbesserungspunkt: Nach einigen Besichtigungen hätten wir uns etwas mehr Rückmeldung gewünscht. Insgesamt ein sehr professionelles und ehrliches Team.`,
    },
  },
  {
    id: 206,
    categoryId: 2,
    slug: 'testimonial-strassen-purchase',
    sort: 6,
    image: null,
    publishedAt: '2025-03-14',
    meta: { author: 'Thomas W.', city: 'Strassen', rating: 5 },
    title: {
      en: 'A smooth purchase in Luxembourg',
      nl: 'Een vlotte aankoop in Luxemburg',
      fr: 'Un achat sans accroc au Luxembourg',
      de: 'Ein reibungsloser Kauf in Luxemburg',
    },
    summary: {
      en: 'Marc found us an apartment in Strassen that ticked every box, even before it appeared online.',
      nl: 'Marc vond voor ons een appartement in Strassen dat aan al onze wensen voldeed, nog voor het online verscheen.',
      fr: 'Marc nous a trouvé à Strassen un appartement qui cochait toutes les cases, avant même sa mise en ligne.',
      de: 'Marc hat für uns in Strassen eine Wohnung gefunden, die alle Wünsche erfüllte – noch bevor sie online erschien.',
    },
    body: {
      en: `When I got a job in Luxembourg, my wife and I decided to buy rather than rent. Marc took the time to understand our priorities: a good school nearby, a terrace and easy access to Kirchberg. He explained how a purchase works in Luxembourg, including the Bëllegen Akt tax credit on registration duties, and introduced us to a notary and a bank. Three weeks after our first meeting, we signed for an apartment that had not even been advertised yet.`,
      nl: `Toen ik werk vond in Luxemburg, besloten mijn vrouw en ik te kopen in plaats van te huren. Marc nam de tijd om onze prioriteiten te begrijpen: een goede school in de buurt, een terras en een vlotte verbinding met Kirchberg. Hij legde uit hoe een aankoop in Luxemburg verloopt, inclusief het belastingkrediet Bëllegen Akt op de registratierechten, en bracht ons in contact met een notaris en een bank. Drie weken na ons eerste gesprek tekenden we voor een appartement dat nog niet eens te koop was aangeboden.`,
      fr: `Quand j’ai trouvé un emploi au Luxembourg, ma femme et moi avons décidé d’acheter plutôt que de louer. Marc a pris le temps de comprendre nos priorités : une bonne école à proximité, une terrasse et un accès facile au Kirchberg. Il nous a expliqué le déroulement d’un achat au Luxembourg, y compris le crédit d’impôt Bëllegen Akt sur les droits d’enregistrement, et nous a mis en contact avec un notaire et une banque. Trois semaines après notre premier rendez-vous, nous signions pour un appartement qui n’avait même pas encore été publié.`,
      de: `Als ich eine Stelle in Luxemburg bekam, beschlossen meine Frau und ich, zu kaufen statt zu mieten. Marc nahm sich Zeit, unsere Prioritäten zu verstehen: eine gute Schule in der Nähe, eine Terrasse und eine gute Anbindung an Kirchberg. Er erklärte uns den Ablauf eines Kaufs in Luxemburg, einschließlich der Steuergutschrift Bëllegen Akt auf die Registrierungsgebühren, und stellte den Kontakt zu einem Notar und einer Bank her. Drei Wochen nach unserem ersten Gespräch unterschrieben wir für eine Wohnung, die noch nicht einmal inseriert war.`,
    },
  },
  {
    id: 207,
    categoryId: 2,
    slug: 'testimonial-antwerp-management',
    sort: 7,
    image: null,
    publishedAt: '2025-05-06',
    meta: { author: 'Els J.', city: 'Antwerpen', rating: 4 },
    title: {
      en: 'A reliable partner for our rental properties',
      nl: 'Een betrouwbare partner voor onze huurpanden',
      fr: 'Un partenaire fiable pour nos biens locatifs',
      de: 'Ein verlässlicher Partner für unsere Mietobjekte',
    },
    summary: {
      en: 'Maison Horizon has been managing our three apartments in Antwerp since 2021. Vacancy is minimal and tenants are carefully selected.',
      nl: 'Maison Horizon beheert sinds 2021 onze drie appartementen in Antwerpen. De leegstand is minimaal en de huurders worden zorgvuldig geselecteerd.',
      fr: 'Maison Horizon gère nos trois appartements à Anvers depuis 2021. Le vide locatif est minime et les locataires sont soigneusement sélectionnés.',
      de: 'Maison Horizon verwaltet seit 2021 unsere drei Wohnungen in Antwerpen. Der Leerstand ist minimal, und die Mieter werden sorgfältig ausgewählt.',
    },
    body: {
      en: `Before handing over the management, we received a clear report on what our apartments needed to meet the Flemish rental quality standards: smoke detectors, double glazing in one bedroom and a few electrical points. The work was coordinated quickly and at a fair price. Since then, rents, indexations and annual boiler maintenance have been followed up without us having to think about them. Sometimes a contractor takes a little longer to come by, but communication is always good.`,
      nl: `Voor we het beheer uit handen gaven, kregen we een duidelijk verslag over wat onze appartementen nodig hadden om aan de Vlaamse kwaliteitsnormen voor huurwoningen te voldoen: rookmelders, dubbele beglazing in één slaapkamer en enkele elektrische punten. De werken werden snel en tegen een correcte prijs gecoördineerd. Sindsdien worden huurgelden, indexeringen en het jaarlijkse ketelonderhoud opgevolgd zonder dat we er nog aan moeten denken. Soms duurt het wat langer voor een vakman langskomt, maar de communicatie is altijd goed.`,
      fr: `Avant de confier la gestion, nous avons reçu un rapport clair sur ce que nos appartements devaient encore faire pour respecter les normes flamandes de qualité des logements loués : détecteurs de fumée, double vitrage dans une chambre et quelques points électriques. Les travaux ont été coordonnés rapidement et à un prix correct. Depuis, les loyers, les indexations et l’entretien annuel de la chaudière sont suivis sans que nous ayons à y penser. Parfois, un artisan met un peu plus de temps à passer, mais la communication est toujours bonne.`,
      de: `Bevor wir die Verwaltung abgaben, erhielten wir einen klaren Bericht darüber, was unsere Wohnungen noch brauchten, um die flämischen Qualitätsnormen für Mietwohnungen zu erfüllen: Rauchmelder, Doppelverglasung in einem Schlafzimmer und einige elektrische Punkte. Die Arbeiten wurden schnell und zu einem fairen Preis koordiniert. Seitdem werden Mieten, Indexierungen und die jährliche Heizungswartung verfolgt, ohne dass wir daran denken müssen. Manchmal dauert es etwas länger, bis ein Handwerker vorbeikommt, aber die Kommunikation ist immer gut.`,
    },
  },
  {
    id: 208,
    categoryId: 2,
    slug: 'testimonial-liege-sale',
    sort: 8,
    image: null,
    publishedAt: '2025-06-19',
    meta: { author: 'Marie-Claire F.', city: 'Liège', rating: 5 },
    title: {
      en: 'Selling an inherited house, handled with tact',
      nl: 'Een geërfde woning, met veel tact verkocht',
      fr: 'Une maison héritée, vendue avec tact',
      de: 'Ein geerbtes Haus, mit viel Feingefühl verkauft',
    },
    summary: {
      en: 'After my mother passed away, my brother and I had to sell her house in Liège from a distance. Maison Horizon handled everything with tact and efficiency.',
      nl: 'Na het overlijden van onze moeder moesten mijn broer en ik haar huis in Luik op afstand verkopen. Maison Horizon regelde alles met tact en efficiëntie.',
      fr: 'Après le décès de notre mère, mon frère et moi avons dû vendre sa maison à Liège à distance. Maison Horizon s’est occupée de tout avec tact et efficacité.',
      de: 'Nach dem Tod unserer Mutter mussten mein Bruder und ich ihr Haus in Lüttich aus der Ferne verkaufen. Maison Horizon hat alles mit Feingefühl und Effizienz erledigt.',
    },
    body: {
      en: `Neither of us lives in Liège any more, and we dreaded the practical side of the sale. The team put us in touch with a company to empty the house, ordered the PEB certificate and the electrical inspection, and coordinated everything with the notary handling the estate. The electrical installation turned out not to be compliant, but they explained clearly that the buyer would then have eighteen months to bring it up to standard, and the sale went ahead without any problem. We felt supported at a difficult time.`,
      nl: `Geen van ons beiden woont nog in Luik, en we zagen op tegen de praktische kant van de verkoop. Het team bracht ons in contact met een firma om het huis leeg te maken, bestelde het EPB-certificaat en de elektrische keuring en stemde alles af met de notaris die de nalatenschap regelde. De elektrische installatie bleek niet conform, maar ze legden duidelijk uit dat de koper dan achttien maanden de tijd heeft om ze in orde te brengen, en de verkoop verliep zonder problemen. We voelden ons gesteund in een moeilijke periode.`,
      fr: `Ni mon frère ni moi n’habitons encore à Liège, et nous redoutions le côté pratique de la vente. L’équipe nous a mis en contact avec une société pour vider la maison, a commandé le certificat PEB et le contrôle électrique, et a tout coordonné avec le notaire chargé de la succession. L’installation électrique s’est révélée non conforme, mais ils nous ont clairement expliqué que l’acheteur disposerait alors de dix-huit mois pour la mettre en ordre, et la vente s’est déroulée sans difficulté. Nous nous sommes sentis soutenus dans un moment difficile.`,
      de: `Keiner von uns wohnt mehr in Lüttich, und wir fürchteten die praktische Seite des Verkaufs. Das Team vermittelte uns eine Firma für die Entrümpelung, bestellte den Energieausweis und die Elektroprüfung und stimmte alles mit dem Notar ab, der den Nachlass abwickelte. Die Elektroinstallation erwies sich als nicht konform, doch man erklärte uns klar, dass der Käufer dann achtzehn Monate Zeit hat, sie in Ordnung zu bringen – und der Verkauf verlief problemlos. Wir fühlten uns in einer schwierigen Zeit gut begleitet.`,
    },
  },
  {
    id: 209,
    categoryId: 2,
    slug: 'testimonial-mechelen-spain',
    sort: 9,
    image: null,
    publishedAt: '2025-08-27',
    meta: { author: 'Bart L.', city: 'Mechelen', rating: 5 },
    title: {
      en: 'Our dream home on the Costa Blanca',
      nl: 'Ons droomhuis aan de Costa Blanca',
      fr: 'Notre maison de rêve sur la Costa Blanca',
      de: 'Unser Traumhaus an der Costa Blanca',
    },
    summary: {
      en: 'Thanks to Maison Horizon and their partner agency in Jávea, we bought our holiday villa without any stress.',
      nl: 'Dankzij Maison Horizon en hun partnerkantoor in Jávea kochten we onze vakantievilla zonder enige stress.',
      fr: 'Grâce à Maison Horizon et à leur agence partenaire à Jávea, nous avons acheté notre villa de vacances sans le moindre stress.',
      de: 'Dank Maison Horizon und ihrer Partneragentur in Jávea haben wir unsere Ferienvilla völlig stressfrei gekauft.',
    },
    body: {
      en: `Buying abroad seemed complicated, with the NIE, the Spanish taxes and the notary. After a first meeting in Brussels, the partner agency prepared a selection of villas and organised a viewing weekend in Jávea. They recommended an independent lawyer who checked everything and signed the deed on our behalf with a power of attorney. Today we spend part of the winter there, and the villa is let to holidaymakers the rest of the year. We would do it again tomorrow.`,
      nl: `Kopen in het buitenland leek ons ingewikkeld, met de NIE, de Spaanse belastingen en de notaris. Na een eerste gesprek in Brussel stelde het partnerkantoor een selectie villa’s samen en organiseerde het een bezoekweekend in Jávea. Ze raadden ons een onafhankelijke advocaat aan die alles naliep en met een volmacht de akte in onze naam ondertekende. Vandaag brengen we er een deel van de winter door, en de rest van het jaar wordt de villa aan vakantiegangers verhuurd. We zouden het morgen opnieuw doen.`,
      fr: `Acheter à l’étranger nous semblait compliqué, entre le NIE, la fiscalité espagnole et le notaire. Après un premier rendez-vous à Bruxelles, l’agence partenaire a préparé une sélection de villas et organisé un week-end de visites à Jávea. Elle nous a recommandé un avocat indépendant qui a tout vérifié et a signé l’acte en notre nom grâce à une procuration. Aujourd’hui, nous y passons une partie de l’hiver et la villa est louée à des vacanciers le reste de l’année. Nous le referions demain.`,
      de: `Ein Kauf im Ausland erschien uns kompliziert – NIE, spanische Steuern, Notar. Nach einem ersten Gespräch in Brüssel stellte die Partneragentur eine Auswahl an Villen zusammen und organisierte ein Besichtigungswochenende in Jávea. Sie empfahl uns einen unabhängigen Anwalt, der alles prüfte und die Urkunde mit einer Vollmacht in unserem Namen unterzeichnete. Heute verbringen wir dort einen Teil des Winters, und den Rest des Jahres wird die Villa an Urlauber vermietet. Wir würden es sofort wieder tun.`,
    },
  },
  {
    id: 210,
    categoryId: 2,
    slug: 'testimonial-esch-tenant',
    sort: 10,
    image: null,
    publishedAt: '2025-10-08',
    meta: { author: 'Carole H.', city: 'Esch-sur-Alzette', rating: 4 },
    title: {
      en: 'Quick and straightforward',
      nl: 'Snel en correct',
      fr: 'Rapide et correct',
      de: 'Schnell und korrekt',
    },
    summary: {
      en: 'Finding an apartment in Luxembourg is not easy, but Marc was quick, correct and always reachable.',
      nl: 'Een appartement vinden in Luxemburg is niet eenvoudig, maar Marc was snel, correct en altijd bereikbaar.',
      fr: 'Trouver un appartement au Luxembourg n’est pas simple, mais Marc a été rapide, correct et toujours joignable.',
      de: 'Eine Wohnung in Luxemburg zu finden ist nicht leicht, aber Marc war schnell, korrekt und immer erreichbar.',
    },
    body: {
      en: `I was looking for a two-bedroom apartment close to the university campus in Belval. Marc selected a few properties that really matched my criteria and organised the viewings after office hours. The lease and the inventory were explained clearly, and the landlord was introduced to me right away. The rent is a little higher than I had hoped, but that is the Luxembourg market; the service itself was excellent.`,
      nl: `Ik zocht een appartement met twee slaapkamers vlak bij de universiteitscampus in Belval. Marc selecteerde enkele panden die echt aan mijn criteria beantwoordden en plande de bezoeken na de kantooruren. Het huurcontract en de plaatsbeschrijving werden duidelijk uitgelegd, en ik maakte meteen kennis met de verhuurder. De huur ligt wat hoger dan ik gehoopt had, maar zo is de Luxemburgse markt; de dienstverlening zelf was uitstekend.`,
      fr: `Je cherchais un appartement deux chambres près du campus universitaire de Belval. Marc a sélectionné quelques biens qui correspondaient vraiment à mes critères et a organisé les visites après les heures de bureau. Le bail et l’état des lieux m’ont été expliqués clairement, et j’ai tout de suite été présentée au propriétaire. Le loyer est un peu plus élevé que ce que j’espérais, mais c’est le marché luxembourgeois ; le service, lui, était excellent.`,
      de: `Ich suchte eine Wohnung mit zwei Schlafzimmern in der Nähe des Universitätscampus in Belval. Marc wählte einige Objekte aus, die wirklich zu meinen Kriterien passten, und legte die Besichtigungen auf die Zeit nach Büroschluss. Mietvertrag und Übergabeprotokoll wurden mir klar erklärt, und ich lernte den Vermieter gleich kennen. Die Miete ist etwas höher als erhofft, aber so ist der Luxemburger Markt; der Service selbst war ausgezeichnet.`,
    },
  },
  {
    id: 211,
    categoryId: 2,
    slug: 'testimonial-waterloo-sale',
    sort: 11,
    image: null,
    publishedAt: '2025-12-03',
    meta: { author: 'Olivier B.', city: 'Waterloo', rating: 5 },
    title: {
      en: 'Every certificate taken care of',
      nl: 'Alle attesten geregeld',
      fr: 'Tous les certificats pris en charge',
      de: 'Alle Bescheinigungen erledigt',
    },
    summary: {
      en: 'I had no idea how many documents are needed to sell a house. Maison Horizon took care of everything, so the sale was signed on schedule.',
      nl: 'Ik had geen idee hoeveel documenten er nodig zijn om een huis te verkopen. Maison Horizon regelde alles, zodat de verkoop volgens planning getekend werd.',
      fr: 'Je n’imaginais pas combien de documents sont nécessaires pour vendre une maison. Maison Horizon s’est chargée de tout et la vente a été signée dans les délais.',
      de: 'Ich hatte keine Ahnung, wie viele Unterlagen für einen Hausverkauf nötig sind. Maison Horizon hat sich um alles gekümmert, und der Verkauf wurde termingerecht unterzeichnet.',
    },
    body: {
      en: `PEB certificate, electrical inspection, the extract from the Walloon soil database, urban planning information, the inspection of the heating oil tank, the post-intervention file for our extension: the list seemed endless. Nathalie ordered everything, checked each document and sent the complete file to the notary in good time. The house was sold to a young family at a very good price, and the deed was signed exactly on the date we had planned.`,
      nl: `EPB-certificaat, elektrische keuring, het uittreksel uit de Waalse bodemdatabank, stedenbouwkundige inlichtingen, de keuring van de stookolietank, het postinterventiedossier voor onze aanbouw: de lijst leek eindeloos. Nathalie bestelde alles, controleerde elk document en bezorgde het volledige dossier tijdig aan de notaris. Het huis werd tegen een heel goede prijs verkocht aan een jong gezin, en de akte werd precies op de geplande datum ondertekend.`,
      fr: `Certificat PEB, contrôle électrique, extrait de la banque de données de l’état des sols, renseignements urbanistiques, contrôle de la citerne à mazout, dossier d’intervention ultérieure pour notre extension : la liste semblait interminable. Nathalie a tout commandé, vérifié chaque document et transmis le dossier complet au notaire en temps utile. La maison a été vendue à une jeune famille à un très bon prix, et l’acte a été signé exactement à la date prévue.`,
      de: `Energieausweis, Elektroprüfung, Auszug aus der wallonischen Bodendatenbank, städtebauliche Auskünfte, Prüfung des Heizöltanks, die Akte für spätere Arbeiten an unserem Anbau: Die Liste schien endlos. Nathalie hat alles bestellt, jedes Dokument geprüft und die vollständige Akte rechtzeitig an den Notar geschickt. Das Haus wurde zu einem sehr guten Preis an eine junge Familie verkauft, und die Urkunde wurde genau am geplanten Datum unterzeichnet.`,
    },
  },
  {
    id: 212,
    categoryId: 2,
    slug: 'testimonial-mons-rental-permit',
    sort: 12,
    image: null,
    publishedAt: '2026-02-10',
    meta: { author: 'Dominique L.', city: 'Mons', rating: 5 },
    title: {
      en: 'Our student rooms back in order',
      nl: 'Onze studentenkamers weer in orde',
      fr: 'Nos kots à nouveau en ordre',
      de: 'Unsere Studentenzimmer wieder in Ordnung',
    },
    summary: {
      en: 'Maison Horizon helped us obtain the rental permit for our student rooms in Mons and now manages the whole building.',
      nl: 'Maison Horizon hielp ons de verhuurvergunning voor onze studentenkamers in Bergen te verkrijgen en beheert nu het hele gebouw.',
      fr: 'Maison Horizon nous a aidés à obtenir le permis de location pour nos kots à Mons et gère désormais tout l’immeuble.',
      de: 'Maison Horizon hat uns geholfen, die Vermietungsgenehmigung für unsere Studentenzimmer in Mons zu erhalten, und verwaltet jetzt das ganze Gebäude.',
    },
    body: {
      en: `We had bought a house with six student rooms near the university, without realising that a rental permit was required. Maison Horizon carried out a pre-inspection, listed the necessary work (fire doors, smoke detectors, ventilation in two rooms) and coordinated the contractors. After the visit of the approved inspector, the municipality issued the permit for five years. The rooms have been fully let ever since, and we no longer have to worry about the paperwork.`,
      nl: `We hadden een huis met zes studentenkamers vlak bij de universiteit gekocht, zonder te beseffen dat daarvoor een verhuurvergunning nodig was. Maison Horizon voerde een voorafgaande controle uit, lijstte de nodige werken op (branddeuren, rookmelders, verluchting in twee kamers) en coördineerde de aannemers. Na het bezoek van de erkende onderzoeker reikte de gemeente de vergunning voor vijf jaar uit. Sindsdien zijn de kamers volledig verhuurd, en over het papierwerk hoeven we ons geen zorgen meer te maken.`,
      fr: `Nous avions acheté une maison de six kots près de l’université, sans savoir qu’un permis de location était nécessaire. Maison Horizon a réalisé une pré-visite, dressé la liste des travaux à prévoir (portes coupe-feu, détecteurs de fumée, ventilation dans deux chambres) et coordonné les entrepreneurs. Après le passage de l’enquêteur agréé, la commune a délivré le permis pour cinq ans. Depuis, les kots sont loués en permanence, et nous n’avons plus à nous soucier de la paperasse.`,
      de: `Wir hatten ein Haus mit sechs Studentenzimmern in Universitätsnähe gekauft, ohne zu wissen, dass dafür eine Vermietungsgenehmigung nötig ist. Maison Horizon führte eine Vorabkontrolle durch, listete die notwendigen Arbeiten auf (Brandschutztüren, Rauchmelder, Belüftung in zwei Zimmern) und koordinierte die Handwerker. Nach dem Besuch des zugelassenen Prüfers stellte die Gemeinde die Genehmigung für fünf Jahre aus. Seitdem sind die Zimmer durchgehend vermietet, und um den Papierkram müssen wir uns nicht mehr kümmern.`,
    },
  },
];

/* ------------------------------------------------------------------------------------------------
 * Services (category 3). General information for Belgium and Luxembourg as of 2025/2026,
 * not legal advice.
 * ---------------------------------------------------------------------------------------------- */

const sale: SeedArticle = {
  id: 301,
  categoryId: 3,
  slug: 'sale',
  sort: 1,
  image: '/demo/house-03.jpg',
  publishedAt: '2025-01-20',
  meta: {},
  title: {
    en: 'Sale',
    nl: 'Verkoop',
    fr: 'Vente',
    de: 'Verkauf',
  },
  summary: {
    en: 'From a realistic valuation to the signing of the deed: we handle every step of your sale, with one dedicated contact person.',
    nl: 'Van een realistische schatting tot de ondertekening van de akte: we begeleiden elke stap van uw verkoop, met één vaste contactpersoon.',
    fr: 'De l’estimation réaliste à la signature de l’acte : nous prenons en charge chaque étape de votre vente, avec un interlocuteur unique.',
    de: 'Von der realistischen Bewertung bis zur Unterzeichnung der Urkunde: Wir begleiten jeden Schritt Ihres Verkaufs, mit einem festen Ansprechpartner.',
  },
  body: {
    en: `Selling a property is one of the most important financial decisions in a lifetime. Our approach is simple: the right price, an impeccable presentation and close follow-up, with one contact person from start to finish. You only pay our commission if your property is sold.

## A free, realistic valuation

We visit your property and analyse the recent sales of comparable properties in the area, as well as the location, condition, energy performance and urban planning situation. You receive a written valuation report, free of charge and without obligation, with a clear recommendation on the asking price and the sales strategy.

## Presentation and marketing

- Professional photos, aerial shots where relevant and a 360° virtual tour
- Detailed floor plans and a complete description in four languages
- Publication on our website and on the main property portals, such as Immoweb, Zimmo and Immovlan, and atHome.lu in Luxembourg
- Priority notification of the buyers registered in our database
- Targeted campaigns on social media

## Viewings and negotiation

We organise the viewings ourselves, individually or during open days, and check the candidates’ financing in advance. After each viewing you receive feedback. We present every offer to you in writing and negotiate on your behalf, but the final decision is always yours.

## From the sales agreement to the deed

Before the property goes on the market, we gather all the mandatory documents: the EPC/PEB certificate, the electrical inspection report, soil information, the asbestos certificate in Flanders, urban planning information, the post-intervention file and, for an apartment, the information from the building manager. Once an offer has been accepted, we draw up the sales agreement in consultation with the notaries. The notarial deed is normally signed within four months, and we remain your point of contact until the keys are handed over.`,
    nl: `Een woning verkopen is een van de belangrijkste financiële beslissingen in een mensenleven. Onze aanpak is eenvoudig: de juiste prijs, een onberispelijke presentatie en een nauwgezette opvolging, met één contactpersoon van begin tot einde. U betaalt ons ereloon alleen als uw pand verkocht wordt.

## Een gratis, realistische schatting

We bezoeken uw woning en analyseren de recente verkopen van vergelijkbare panden in de buurt, net als de ligging, de staat, de energieprestatie en de stedenbouwkundige toestand. U ontvangt een schriftelijk schattingsverslag, gratis en vrijblijvend, met een duidelijk advies over de vraagprijs en de verkoopstrategie.

## Presentatie en marketing

- Professionele foto’s, luchtopnamen waar dat zinvol is en een virtueel 360°-bezoek
- Gedetailleerde plannen en een volledige beschrijving in vier talen
- Publicatie op onze website en op de belangrijkste vastgoedportalen, zoals Immoweb, Zimmo en Immovlan, en atHome.lu in Luxemburg
- Voorrang voor de kandidaat-kopers die in onze databank geregistreerd zijn
- Gerichte campagnes op sociale media

## Bezoeken en onderhandeling

We organiseren de bezoeken zelf, individueel of tijdens kijkdagen, en gaan vooraf de financiering van de kandidaten na. Na elk bezoek krijgt u feedback. Elk bod leggen we u schriftelijk voor en we onderhandelen in uw naam, maar de eindbeslissing ligt altijd bij u.

## Van verkoopovereenkomst tot akte

Nog voor het pand te koop komt, verzamelen we alle verplichte documenten: het EPC, het keuringsverslag van de elektrische installatie, het bodemattest, het asbestattest in Vlaanderen, de stedenbouwkundige inlichtingen, het postinterventiedossier en, voor een appartement, de informatie van de syndicus. Zodra een bod aanvaard is, stellen we in overleg met de notarissen de verkoopovereenkomst op. De notariële akte wordt normaal binnen vier maanden ondertekend, en tot de sleuteloverdracht blijven wij uw aanspreekpunt.`,
    fr: `Vendre un bien est l’une des décisions financières les plus importantes d’une vie. Notre approche est simple : le juste prix, une présentation irréprochable et un suivi attentif, avec un seul interlocuteur du début à la fin. Vous ne payez notre commission que si votre bien est vendu.

## Une estimation gratuite et réaliste

Nous visitons votre bien et analysons les ventes récentes de biens comparables dans le quartier, ainsi que la situation, l’état, la performance énergétique et la situation urbanistique. Vous recevez un rapport d’estimation écrit, gratuit et sans engagement, avec une recommandation claire sur le prix demandé et la stratégie de vente.

## Présentation et commercialisation

- Photos professionnelles, prises de vue aériennes si pertinent et visite virtuelle à 360°
- Plans détaillés et description complète en quatre langues
- Publication sur notre site et sur les principaux portails immobiliers, comme Immoweb, Zimmo et Immovlan, et atHome.lu au Luxembourg
- Information prioritaire des acquéreurs inscrits dans notre base de données
- Campagnes ciblées sur les réseaux sociaux

## Visites et négociation

Nous organisons nous-mêmes les visites, individuelles ou lors de journées portes ouvertes, et vérifions au préalable le financement des candidats. Après chaque visite, vous recevez un retour. Nous vous présentons chaque offre par écrit et négocions en votre nom, mais la décision finale vous appartient toujours.

## Du compromis à l’acte

Avant même la mise en vente, nous rassemblons tous les documents obligatoires : le certificat PEB, le procès-verbal de contrôle de l’installation électrique, les informations relatives au sol, l’attestation amiante en Flandre, les renseignements urbanistiques, le dossier d’intervention ultérieure et, pour un appartement, les informations du syndic. Dès qu’une offre est acceptée, nous rédigeons le compromis de vente en concertation avec les notaires. L’acte authentique est normalement signé dans les quatre mois, et nous restons votre interlocuteur jusqu’à la remise des clés.`,
    de: `Der Verkauf einer Immobilie ist eine der wichtigsten finanziellen Entscheidungen im Leben. Unser Ansatz ist einfach: der richtige Preis, eine tadellose Präsentation und eine enge Begleitung, mit einem Ansprechpartner von Anfang bis Ende. Unsere Provision zahlen Sie nur, wenn Ihre Immobilie verkauft wird.

## Eine kostenlose, realistische Bewertung

Wir besichtigen Ihre Immobilie und analysieren die jüngsten Verkäufe vergleichbarer Objekte in der Umgebung sowie Lage, Zustand, Energieeffizienz und städtebauliche Situation. Sie erhalten einen schriftlichen Bewertungsbericht, kostenlos und unverbindlich, mit einer klaren Empfehlung zum Angebotspreis und zur Verkaufsstrategie.

## Präsentation und Vermarktung

- Professionelle Fotos, wo sinnvoll Luftaufnahmen und ein virtueller 360°-Rundgang
- Detaillierte Grundrisse und eine vollständige Beschreibung in vier Sprachen
- Veröffentlichung auf unserer Website und auf den wichtigsten Immobilienportalen wie Immoweb, Zimmo und Immovlan sowie atHome.lu in Luxemburg
- Vorrangige Information der in unserer Datenbank registrierten Kaufinteressenten
- Gezielte Kampagnen in den sozialen Medien

## Besichtigungen und Verhandlung

Wir organisieren die Besichtigungen selbst, einzeln oder an Besichtigungstagen, und prüfen vorab die Finanzierung der Interessenten. Nach jeder Besichtigung erhalten Sie eine Rückmeldung. Jedes Angebot legen wir Ihnen schriftlich vor und verhandeln in Ihrem Namen – die endgültige Entscheidung liegt aber immer bei Ihnen.

## Vom Kaufvorvertrag zur Urkunde

Noch bevor die Immobilie auf den Markt kommt, stellen wir alle vorgeschriebenen Unterlagen zusammen: Energieausweis, Prüfbericht der Elektroinstallation, Bodeninformationen, in Flandern die Asbestbescheinigung, städtebauliche Auskünfte, die Akte für spätere Arbeiten und bei einer Wohnung die Informationen des Hausverwalters. Sobald ein Angebot angenommen ist, erstellen wir in Abstimmung mit den Notaren den Kaufvorvertrag (compromis). Die notarielle Urkunde wird in der Regel innerhalb von vier Monaten unterzeichnet, und bis zur Schlüsselübergabe bleiben wir Ihr Ansprechpartner.`,
  },
};

const rentalManagement: SeedArticle = {
  id: 302,
  categoryId: 3,
  slug: 'rental-management',
  sort: 2,
  image: '/demo/interior-02.jpg',
  publishedAt: '2025-01-20',
  meta: {},
  title: {
    en: 'Rental and rental management',
    nl: 'Verhuur en beheer',
    fr: 'Location et gestion locative',
    de: 'Vermietung und Mietverwaltung',
  },
  summary: {
    en: 'Find the right tenant and let your property without worries: choose between letting only and full management.',
    nl: 'De juiste huurder vinden en zorgeloos verhuren: kies tussen enkel verhuur of volledig beheer.',
    fr: 'Trouver le bon locataire et louer en toute sérénité : choisissez entre la mise en location seule et la gestion complète.',
    de: 'Den richtigen Mieter finden und sorgenfrei vermieten: Wählen Sie zwischen reiner Vermietung und kompletter Verwaltung.',
  },
  body: {
    en: `Letting a property brings in income, but also responsibilities. With Maison Horizon you choose the formula that suits you: we find the right tenant for you, or we also take care of the day-to-day management of your property.

## Letting: finding the right tenant

- Advice on a rent in line with the market and with the rules of your region
- Photos and an advertisement with all mandatory information, including the EPC/PEB label
- Viewings and careful screening of candidates (identity, income, references), in compliance with anti-discrimination legislation
- A lease that complies with the residential lease rules of Flanders, Brussels, Wallonia or Luxembourg
- Rental guarantee, entry inventory by an independent expert, registration of the lease and meter readings

## Full management: we take care of everything

- Collection of the rent and follow-up of arrears, with a clear monthly statement
- Annual indexation of the rent in accordance with the applicable rules
- Handling of repairs with trusted contractors; above an agreed amount we ask for your approval first
- Follow-up of mandatory maintenance and inspections, such as the boiler, the chimney and the smoke detectors
- A single point of contact for your tenants, with an emergency number
- At the end of the lease: exit inventory, release of the rental guarantee and re-letting
- Real-time access to rents, invoices and documents in the owner portal

## Tenants deserve good service too

A satisfied tenant stays longer and takes better care of the property. That is why we answer questions quickly, deal with technical problems promptly and clearly explain the rights and obligations of both parties. Before letting, we also check whether your property needs a rental permit or a conformity certificate, and whether it meets the regional quality standards.`,
    nl: `Een woning verhuren levert inkomsten op, maar brengt ook verantwoordelijkheden mee. Bij Maison Horizon kiest u de formule die bij u past: wij zoeken de juiste huurder voor u, of we nemen ook het dagelijkse beheer van uw pand op ons.

## Verhuur: de juiste huurder vinden

- Advies over een huurprijs die aansluit bij de markt en bij de regels van uw gewest
- Foto’s en een advertentie met alle verplichte vermeldingen, waaronder het EPC-label
- Bezoeken en een zorgvuldige screening van de kandidaten (identiteit, inkomen, referenties), met respect voor de antidiscriminatiewetgeving
- Een huurcontract volgens de woninghuurregels van Vlaanderen, Brussel, Wallonië of Luxemburg
- Huurwaarborg, intredende plaatsbeschrijving door een onafhankelijke expert, registratie van het huurcontract en meteropnames

## Volledig beheer: wij regelen alles

- Inning van de huur en opvolging van achterstallen, met een duidelijk maandelijks overzicht
- Jaarlijkse indexering van de huurprijs volgens de geldende regels
- Afhandeling van herstellingen met betrouwbare vakmensen; boven een afgesproken bedrag vragen we eerst uw akkoord
- Opvolging van verplicht onderhoud en keuringen, zoals de verwarmingsketel, de schoorsteen en de rookmelders
- Eén aanspreekpunt voor uw huurders, met een noodnummer
- Op het einde van de huur: uittredende plaatsbeschrijving, vrijgave van de huurwaarborg en nieuwe verhuur
- Toegang in real time tot huurgelden, facturen en documenten in het eigenaarsportaal

## Ook huurders verdienen een goede service

Een tevreden huurder blijft langer en zorgt beter voor het pand. Daarom beantwoorden we vragen snel, pakken we technische problemen meteen aan en leggen we de rechten en plichten van beide partijen duidelijk uit. Voor de verhuur gaan we ook na of uw pand een verhuurvergunning of conformiteitsattest nodig heeft en of het aan de gewestelijke kwaliteitsnormen voldoet.`,
    fr: `Mettre un bien en location procure des revenus, mais aussi des responsabilités. Chez Maison Horizon, vous choisissez la formule qui vous convient : nous trouvons pour vous le bon locataire, ou nous prenons également en charge la gestion quotidienne de votre bien.

## Mise en location : trouver le bon locataire

- Conseil sur un loyer conforme au marché et aux règles de votre région
- Photos et annonce reprenant toutes les mentions obligatoires, dont le label PEB
- Visites et sélection rigoureuse des candidats (identité, revenus, références), dans le respect de la législation anti-discrimination
- Un bail conforme aux règles du bail d’habitation en Flandre, à Bruxelles, en Wallonie ou au Luxembourg
- Garantie locative, état des lieux d’entrée par un expert indépendant, enregistrement du bail et relevé des compteurs

## Gestion complète : nous nous occupons de tout

- Perception des loyers et suivi des retards de paiement, avec un relevé mensuel clair
- Indexation annuelle du loyer selon les règles applicables
- Prise en charge des réparations avec des entrepreneurs de confiance ; au-delà d’un montant convenu, nous demandons d’abord votre accord
- Suivi des entretiens et contrôles obligatoires, comme la chaudière, la cheminée et les détecteurs de fumée
- Un interlocuteur unique pour vos locataires, avec un numéro d’urgence
- En fin de bail : état des lieux de sortie, libération de la garantie locative et remise en location
- Accès en temps réel aux loyers, factures et documents dans le portail propriétaires

## Les locataires méritent aussi un bon service

Un locataire satisfait reste plus longtemps et prend mieux soin du bien. C’est pourquoi nous répondons rapidement aux questions, traitons sans tarder les problèmes techniques et expliquons clairement les droits et obligations de chacun. Avant la mise en location, nous vérifions aussi si votre bien nécessite un permis de location ou une attestation de conformité, et s’il respecte les normes régionales de qualité.`,
    de: `Die Vermietung einer Immobilie bringt Einnahmen, aber auch Verantwortung mit sich. Bei Maison Horizon wählen Sie die Formel, die zu Ihnen passt: Wir finden den richtigen Mieter für Sie, oder wir übernehmen zusätzlich die laufende Verwaltung Ihrer Immobilie.

## Vermietung: den richtigen Mieter finden

- Beratung zu einer marktgerechten Miete, die den Vorschriften Ihrer Region entspricht
- Fotos und eine Anzeige mit allen Pflichtangaben, einschließlich des Energielabels
- Besichtigungen und sorgfältige Prüfung der Interessenten (Identität, Einkommen, Referenzen) unter Beachtung der Antidiskriminierungsvorschriften
- Ein Mietvertrag nach den Wohnraummietregeln Flanderns, Brüssels, der Wallonie oder Luxemburgs
- Mietkaution, Einzugsprotokoll durch einen unabhängigen Sachverständigen, Registrierung des Mietvertrags und Zählerablesung

## Komplette Verwaltung: Wir kümmern uns um alles

- Einzug der Mieten und Verfolgung von Zahlungsrückständen, mit einer übersichtlichen monatlichen Abrechnung
- Jährliche Indexierung der Miete nach den geltenden Regeln
- Abwicklung von Reparaturen mit zuverlässigen Handwerkern; ab einem vereinbarten Betrag holen wir vorher Ihre Zustimmung ein
- Überwachung vorgeschriebener Wartungen und Prüfungen, etwa von Heizkessel, Schornstein und Rauchmeldern
- Ein fester Ansprechpartner für Ihre Mieter, mit Notrufnummer
- Am Ende des Mietverhältnisses: Auszugsprotokoll, Freigabe der Mietkaution und Neuvermietung
- Zugriff in Echtzeit auf Mieten, Rechnungen und Dokumente im Eigentümerportal

## Auch Mieter verdienen einen guten Service

Ein zufriedener Mieter bleibt länger und geht sorgsamer mit der Immobilie um. Deshalb beantworten wir Fragen schnell, kümmern uns umgehend um technische Probleme und erklären die Rechte und Pflichten beider Seiten verständlich. Vor der Vermietung prüfen wir außerdem, ob Ihre Immobilie eine Vermietungsgenehmigung oder eine Konformitätsbescheinigung benötigt und ob sie die regionalen Qualitätsnormen erfüllt.`,
  },
};

const certificates: SeedArticle = {
  id: 303,
  categoryId: 3,
  slug: 'certificates',
  sort: 3,
  image: '/demo/house-11.jpg',
  publishedAt: '2025-02-17',
  meta: {},
  title: {
    en: 'Certificates and attestations',
    nl: 'Attesten en keuringen',
    fr: 'Certificats et attestations',
    de: 'Zertifikate und Bescheinigungen',
  },
  summary: {
    en: 'EPC, electrical inspection, soil certificate, asbestos certificate, urban planning information: we order and coordinate every mandatory document for your sale or rental.',
    nl: 'EPC, elektrische keuring, bodemattest, asbestattest, stedenbouwkundige inlichtingen: we bestellen en coördineren alle verplichte documenten voor uw verkoop of verhuur.',
    fr: 'PEB, contrôle électrique, attestation du sol, attestation amiante, renseignements urbanistiques : nous commandons et coordonnons tous les documents obligatoires pour votre vente ou location.',
    de: 'Energieausweis, Elektroprüfung, Bodenbescheinigung, Asbestbescheinigung, städtebauliche Auskünfte: Wir bestellen und koordinieren alle Pflichtunterlagen für Ihren Verkauf oder Ihre Vermietung.',
  },
  body: {
    en: `Depending on the region and the type of property, a number of certificates are mandatory before you can advertise, sell or let a property. A missing document can delay the sale or even lead to a fine. We order them from accredited experts, check the results and explain what they mean for you and for the buyer or tenant.

## Energy performance certificate (EPC/PEB)

- Mandatory in all three Belgian regions as soon as a property is offered for sale or rent; the energy label or score must appear in every advertisement
- Drawn up by a certified energy expert and valid for up to ten years
- In Flanders, buyers of a home with label E or F must renovate it to at least label D within six years of the deed (deeds signed since 1 January 2023); the target becomes stricter for deeds signed from 2028
- In Luxembourg, an energy performance certificate is also required for every sale or rental

## Electrical inspection

When a home is sold, the electrical installation must in principle be inspected by an accredited body, and the report must be handed to the buyer. If the installation is not compliant, the buyer must have the defects remedied within eighteen months and have a new inspection carried out. For rentals, a safe electrical installation is part of the minimum quality standards.

## Soil information

- Flanders: a soil certificate (bodemattest) from OVAM is required for every transfer of land, including built-on land; it must be requested before the sales agreement is signed, and its content must be included in it
- Brussels: a soil certificate from Brussels Environment must be obtained before the sale
- Wallonia: the seller must provide the buyer with an extract from the Walloon soil status database (BDES)

## Asbestos certificate (Flanders)

Since 23 November 2022, anyone selling an accessible building in Flanders built before 2001 must have an asbestos inventory certificate, drawn up by a certified asbestos expert and registered with OVAM. By 2032, every owner of such a building will need one, even without a sale.

## Urban planning information and other documents

- Urban planning information from the municipality: in Flanders it must be mentioned in the advertisement and in the sales agreement, together with the flood risk information (P-score and G-score); in Brussels and Wallonia it is requested from the municipality before the sale
- Inspection of the heating oil tank, where applicable
- The post-intervention file for works carried out since 1 May 2001
- For an apartment: the information and documents from the building manager required by Article 3.94 of the Civil Code

This overview is general information for Belgium and Luxembourg as of 2025/2026 and does not constitute legal advice. The rules change regularly, so we always check the requirements that apply to your specific property.`,
    nl: `Afhankelijk van het gewest en het type pand zijn een aantal attesten verplicht voor u een woning mag adverteren, verkopen of verhuren. Een ontbrekend document kan de verkoop vertragen of zelfs tot een boete leiden. Wij bestellen ze bij erkende deskundigen, controleren de resultaten en leggen uit wat ze betekenen voor u en voor de koper of huurder.

## Energieprestatiecertificaat (EPC)

- Verplicht in de drie Belgische gewesten zodra een pand te koop of te huur wordt aangeboden; het energielabel of de energiescore moet in elke advertentie vermeld worden
- Opgemaakt door een erkende energiedeskundige en maximaal tien jaar geldig
- In Vlaanderen moeten kopers van een woning met label E of F die binnen zes jaar na de akte renoveren tot minstens label D (akten verleden sinds 1 januari 2023); voor akten vanaf 2028 wordt de norm strenger
- Ook in Luxemburg is een energiepas verplicht bij elke verkoop of verhuur

## Elektrische keuring

Bij de verkoop van een woning moet de elektrische installatie in principe gekeurd worden door een erkend organisme, en het keuringsverslag moet aan de koper bezorgd worden. Is de installatie niet conform, dan moet de koper de gebreken binnen achttien maanden laten wegwerken en een nieuwe keuring laten uitvoeren. Bij verhuur maakt een veilige elektrische installatie deel uit van de minimale kwaliteitsnormen.

## Bodeminformatie

- Vlaanderen: een bodemattest van OVAM is verplicht bij elke overdracht van grond, ook bebouwde grond; het moet aangevraagd worden voor de verkoopovereenkomst ondertekend wordt, en de inhoud ervan moet erin opgenomen worden
- Brussel: vóór de verkoop moet een bodemattest van Leefmilieu Brussel verkregen worden
- Wallonië: de verkoper moet de koper een uittreksel bezorgen uit de Waalse databank van de bodemtoestand (BDES)

## Asbestattest (Vlaanderen)

Sinds 23 november 2022 moet wie in Vlaanderen een toegankelijk gebouw van vóór 2001 verkoopt, beschikken over een asbestinventarisattest, opgemaakt door een gecertificeerde asbestdeskundige en geregistreerd bij OVAM. Tegen 2032 moet elke eigenaar van zo’n gebouw er een hebben, ook zonder verkoop.

## Stedenbouwkundige inlichtingen en andere documenten

- Stedenbouwkundige inlichtingen van de gemeente: in Vlaanderen moeten ze vermeld worden in de advertentie en in de verkoopovereenkomst, samen met de informatie over het overstromingsrisico (P-score en G-score); in Brussel en Wallonië worden ze vóór de verkoop bij de gemeente opgevraagd
- Keuring van de stookolietank, indien van toepassing
- Het postinterventiedossier voor werken uitgevoerd sinds 1 mei 2001
- Voor een appartement: de inlichtingen en documenten van de syndicus, zoals bepaald in artikel 3.94 van het Burgerlijk Wetboek

Dit overzicht is algemene informatie voor België en Luxemburg, geldig in 2025/2026, en geen juridisch advies. De regels wijzigen geregeld; daarom controleren we altijd welke verplichtingen gelden voor uw specifieke pand.`,
    fr: `Selon la région et le type de bien, plusieurs certificats sont obligatoires avant de pouvoir publier une annonce, vendre ou louer. Un document manquant peut retarder la vente, voire entraîner une amende. Nous les commandons auprès d’experts agréés, vérifions les résultats et vous expliquons ce qu’ils signifient pour vous et pour l’acheteur ou le locataire.

## Certificat de performance énergétique (PEB/EPC)

- Obligatoire dans les trois régions belges dès qu’un bien est proposé à la vente ou à la location ; le label ou le score énergétique doit figurer dans chaque annonce
- Établi par un certificateur agréé et valable dix ans au maximum
- En Flandre, l’acheteur d’un logement de label E ou F doit le rénover jusqu’au label D au minimum dans les six ans qui suivent l’acte (actes passés depuis le 1er janvier 2023) ; l’exigence sera renforcée pour les actes passés à partir de 2028
- Au Luxembourg, un certificat de performance énergétique est également exigé pour toute vente ou location

## Contrôle de l’installation électrique

Lors de la vente d’un logement, l’installation électrique doit en principe être contrôlée par un organisme agréé, et le procès-verbal doit être remis à l’acheteur. Si l’installation n’est pas conforme, l’acheteur doit faire remédier aux manquements dans un délai de dix-huit mois et faire réaliser un nouveau contrôle. En location, une installation électrique sûre fait partie des normes minimales de qualité.

## Informations sur le sol

- Flandre : une attestation du sol (bodemattest) de l’OVAM est obligatoire pour toute cession d’un terrain, même bâti ; elle doit être demandée avant la signature du compromis, et son contenu doit y être repris
- Bruxelles : une attestation du sol doit être obtenue auprès de Bruxelles Environnement avant la vente
- Wallonie : le vendeur doit remettre à l’acheteur un extrait de la banque de données de l’état des sols (BDES)

## Attestation amiante (Flandre)

Depuis le 23 novembre 2022, toute personne qui vend en Flandre un bâtiment accessible construit avant 2001 doit disposer d’une attestation d’inventaire amiante, établie par un expert amiante certifié et enregistrée auprès de l’OVAM. D’ici 2032, tout propriétaire d’un tel bâtiment devra en posséder une, même sans vente.

## Renseignements urbanistiques et autres documents

- Renseignements urbanistiques de la commune : en Flandre, ils doivent figurer dans l’annonce et dans le compromis, avec les informations sur le risque d’inondation (score P et score G) ; à Bruxelles et en Wallonie, ils sont demandés à la commune avant la vente
- Contrôle de la citerne à mazout, le cas échéant
- Le dossier d’intervention ultérieure pour les travaux réalisés depuis le 1er mai 2001
- Pour un appartement : les informations et documents du syndic prévus par l’article 3.94 du Code civil

Cet aperçu constitue une information générale pour la Belgique et le Luxembourg, valable en 2025/2026, et non un avis juridique. Les règles évoluent régulièrement : nous vérifions donc toujours les obligations applicables à votre bien.`,
    de: `Je nach Region und Art der Immobilie sind mehrere Bescheinigungen vorgeschrieben, bevor Sie eine Immobilie inserieren, verkaufen oder vermieten dürfen. Ein fehlendes Dokument kann den Verkauf verzögern oder sogar zu einer Geldbuße führen. Wir bestellen die Unterlagen bei zugelassenen Sachverständigen, prüfen die Ergebnisse und erklären Ihnen, was sie für Sie und für den Käufer oder Mieter bedeuten.

## Energieausweis (EPC/PEB)

- In allen drei belgischen Regionen Pflicht, sobald eine Immobilie zum Verkauf oder zur Miete angeboten wird; das Energielabel oder die Energiekennzahl muss in jeder Anzeige stehen
- Wird von einem zugelassenen Energiegutachter erstellt und ist höchstens zehn Jahre gültig
- In Flandern müssen Käufer einer Wohnimmobilie mit Label E oder F diese innerhalb von sechs Jahren nach der Beurkundung mindestens auf Label D sanieren (Urkunden seit dem 1. Januar 2023); für Urkunden ab 2028 wird die Anforderung verschärft
- Auch in Luxemburg ist bei jedem Verkauf und jeder Vermietung ein Energiepass erforderlich

## Prüfung der Elektroinstallation

Beim Verkauf einer Wohnimmobilie muss die Elektroinstallation grundsätzlich von einer zugelassenen Stelle geprüft werden, und der Prüfbericht ist dem Käufer auszuhändigen. Ist die Installation nicht konform, muss der Käufer die Mängel innerhalb von achtzehn Monaten beheben und eine neue Prüfung durchführen lassen. Bei Vermietungen gehört eine sichere Elektroinstallation zu den Mindestqualitätsnormen.

## Bodeninformationen

- Flandern: Für jede Übertragung eines Grundstücks, auch eines bebauten, ist eine Bodenbescheinigung (bodemattest) der OVAM erforderlich; sie muss vor der Unterzeichnung des Kaufvorvertrags beantragt und ihr Inhalt darin aufgenommen werden
- Brüssel: Vor dem Verkauf muss eine Bodenbescheinigung bei Brüssel Umwelt eingeholt werden
- Wallonie: Der Verkäufer muss dem Käufer einen Auszug aus der wallonischen Bodenzustandsdatenbank (BDES) übergeben

## Asbestbescheinigung (Flandern)

Seit dem 23. November 2022 muss, wer in Flandern ein zugängliches Gebäude mit Baujahr vor 2001 verkauft, eine Asbestinventarbescheinigung besitzen, die von einem zertifizierten Asbestsachverständigen erstellt und bei der OVAM registriert wird. Bis 2032 muss jeder Eigentümer eines solchen Gebäudes eine solche Bescheinigung haben, auch ohne Verkauf.

## Städtebauliche Auskünfte und weitere Unterlagen

- Städtebauliche Auskünfte der Gemeinde: In Flandern müssen sie in der Anzeige und im Kaufvorvertrag angegeben werden, zusammen mit den Angaben zum Hochwasserrisiko (P-Score und G-Score); in Brüssel und in der Wallonie werden sie vor dem Verkauf bei der Gemeinde angefordert
- Prüfung des Heizöltanks, falls vorhanden
- Die Akte für spätere Arbeiten an Bauwerken (postinterventiedossier/DIU) für seit dem 1. Mai 2001 durchgeführte Arbeiten
- Bei einer Wohnung: die Auskünfte und Unterlagen des Hausverwalters (Syndikus) gemäß Artikel 3.94 des Zivilgesetzbuchs

Diese Übersicht ist eine allgemeine Information für Belgien und Luxemburg mit Stand 2025/2026 und keine Rechtsberatung. Die Vorschriften ändern sich regelmäßig; deshalb prüfen wir für Ihre Immobilie stets, welche Pflichten im Einzelfall gelten.`,
  },
};

const rentalPermit: SeedArticle = {
  id: 304,
  categoryId: 3,
  slug: 'rental-permit',
  sort: 4,
  image: '/demo/house-17.jpg',
  publishedAt: '2025-03-03',
  meta: {},
  title: {
    en: 'Rental permit',
    nl: 'Verhuurvergunning en conformiteitsattest',
    fr: 'Permis de location',
    de: 'Vermietungsgenehmigung',
  },
  summary: {
    en: 'Before letting a home, check whether it meets the regional quality standards and whether a rental permit or conformity certificate is required. We help you get everything in order.',
    nl: 'Voor u een woning verhuurt, moet u nagaan of ze aan de gewestelijke kwaliteitsnormen voldoet en of er een verhuurvergunning of conformiteitsattest nodig is. Wij helpen u alles in orde te brengen.',
    fr: 'Avant de louer un logement, il faut vérifier qu’il respecte les normes régionales de qualité et s’il nécessite un permis de location ou une attestation de conformité. Nous vous aidons à tout mettre en ordre.',
    de: 'Bevor Sie eine Wohnung vermieten, sollten Sie prüfen, ob sie die regionalen Qualitätsnormen erfüllt und ob eine Vermietungsgenehmigung oder Konformitätsbescheinigung nötig ist. Wir helfen Ihnen, alles in Ordnung zu bringen.',
  },
  body: {
    en: `In Belgium, every rental home must meet minimum standards of safety, health and housing quality, laid down by each region. For some types of property, a permit or certificate is also required before letting. Letting a home that does not meet the standards can lead to fines, a reduction of the rent or even a ban on letting.

## Wallonia: the rental permit

Under the Walloon Sustainable Housing Code, a rental permit (permis de location) issued by the municipality is required for:

- small individual homes with a habitable floor area of 28 m² or less;
- collective housing, where several adults who do not form one household share a kitchen, living room, bathroom or toilet, such as furnished rooms and many student rooms (kots);
- light dwellings, such as caravans or tiny houses, let as a home.

Some exceptions apply, for example when the owner lives in the building and lets to only a few occupants. The permit is issued after a visit by an approved inspector, who checks health and safety, fire prevention, floor area and privacy. It is valid for five years and must then be renewed.

## Flanders: quality standards and conformity certificate

Every rental home in Flanders must comply with the quality standards of the Flemish Housing Code: stability, dampness, electricity and gas, heating, ventilation and light, fire safety and sanitary facilities. Smoke detectors are mandatory in every home, and rental homes must have roof insulation and double glazing in the living areas and bathroom, unless the EPC score is below the threshold set by the Flemish Government. After an inspection, the mayor can issue a conformity certificate (conformiteitsattest), which is in principle valid for ten years. More and more municipalities make this certificate mandatory for new lettings, often in phases according to the age of the building.

## Brussels: the Housing Code

The Brussels Housing Code sets out elementary requirements for safety, health and equipment that apply to every rental home. There is no general prior permit, but the Regional Housing Inspectorate (DIRL) can carry out inspections, impose fines and prohibit the letting of a non-compliant home; a ban is only lifted once a certificate of compliance has been obtained. Specific rules apply to shared housing and student housing, and short-term tourist rentals are subject to a separate registration and to urban planning rules.

## Luxembourg

In Luxembourg, homes and rooms that are let must meet the health, hygiene, safety and habitability criteria of the law of 20 December 2019. The municipality can check them and, if necessary, order works or prohibit the letting.

## How we help you

- We check which rules apply to your property and your municipality
- We carry out a pre-inspection using the official criteria: smoke detectors, electricity, heating, ventilation, dampness, glazing and floor areas
- We coordinate any necessary works with trusted contractors
- We apply for the permit or certificate and attend the inspection
- For the properties we manage, we keep track of expiry dates and renewals

This information reflects the situation in 2025/2026 and is not legal advice; municipal regulations may impose additional conditions. Contact us to check the situation of your property.`,
    nl: `In België moet elke huurwoning voldoen aan minimale normen op het vlak van veiligheid, gezondheid en woonkwaliteit, die elk gewest zelf vastlegt. Voor sommige types woningen is voor de verhuur bovendien een vergunning of attest nodig. Wie een woning verhuurt die niet aan de normen voldoet, riskeert boetes, een huurverlaging of zelfs een verhuurverbod.

## Wallonië: de verhuurvergunning

Volgens de Waalse Code voor duurzaam wonen is een verhuurvergunning (permis de location) van de gemeente verplicht voor:

- kleine individuele woningen met een bewoonbare oppervlakte van 28 m² of minder;
- collectieve woningen, waar meerdere volwassenen die geen gezin vormen een keuken, leefruimte, badkamer of toilet delen, zoals gemeubelde kamers en veel studentenkamers (koten);
- lichte woningen, zoals caravans of tiny houses, die als woning verhuurd worden.

Er gelden enkele uitzonderingen, bijvoorbeeld wanneer de eigenaar zelf in het gebouw woont en slechts aan enkele bewoners verhuurt. De vergunning wordt uitgereikt na een bezoek van een erkende onderzoeker, die de gezondheid en veiligheid, de brandpreventie, de oppervlakte en de privacy controleert. Ze is vijf jaar geldig en moet daarna hernieuwd worden.

## Vlaanderen: kwaliteitsnormen en conformiteitsattest

Elke huurwoning in Vlaanderen moet voldoen aan de woningkwaliteitsnormen van de Vlaamse Codex Wonen: stabiliteit, vocht, elektriciteit en gas, verwarming, verluchting en verlichting, brandveiligheid en sanitair. Rookmelders zijn in elke woning verplicht, en huurwoningen moeten dakisolatie en dubbele beglazing in de woonlokalen en de badkamer hebben, tenzij de EPC-score onder de grenswaarde van de Vlaamse Regering ligt. Na een onderzoek kan de burgemeester een conformiteitsattest uitreiken, dat in principe tien jaar geldig is. Steeds meer gemeenten maken dit attest verplicht bij nieuwe verhuringen, vaak gefaseerd volgens de ouderdom van het gebouw.

## Brussel: de Huisvestingscode

De Brusselse Huisvestingscode legt elementaire vereisten vast inzake veiligheid, gezondheid en uitrusting, die voor elke huurwoning gelden. Er is geen algemene voorafgaande vergunning, maar de Directie Gewestelijke Huisvestingsinspectie (DGHI) kan controles uitvoeren, boetes opleggen en de verhuur van een niet-conforme woning verbieden; zo’n verbod wordt pas opgeheven na het verkrijgen van een attest van conformiteitscontrole. Voor gemeenschappelijk wonen en studentenhuisvesting gelden specifieke regels, en kortetermijnverhuur aan toeristen is onderworpen aan een afzonderlijke registratie en aan stedenbouwkundige regels.

## Luxemburg

In Luxemburg moeten verhuurde woningen en kamers voldoen aan de criteria inzake gezondheid, hygiëne, veiligheid en bewoonbaarheid van de wet van 20 december 2019. De gemeente kan dit controleren en zo nodig werken opleggen of de verhuur verbieden.

## Hoe wij u helpen

- We gaan na welke regels gelden voor uw pand en uw gemeente
- We voeren een voorafgaande controle uit volgens de officiële criteria: rookmelders, elektriciteit, verwarming, verluchting, vocht, beglazing en oppervlaktes
- We coördineren de nodige werken met betrouwbare vakmensen
- We vragen de vergunning of het attest aan en zijn aanwezig bij het onderzoek
- Voor de panden die we beheren, volgen we vervaldata en hernieuwingen op

Deze informatie geeft de situatie in 2025/2026 weer en is geen juridisch advies; gemeentelijke reglementen kunnen bijkomende voorwaarden opleggen. Neem contact met ons op om de situatie van uw pand na te gaan.`,
    fr: `En Belgique, tout logement mis en location doit respecter des normes minimales de sécurité, de salubrité et de qualité, fixées par chaque région. Pour certains types de biens, un permis ou une attestation est en outre requis avant la mise en location. Louer un logement non conforme expose à des amendes, à une réduction du loyer, voire à une interdiction de location.

## Wallonie : le permis de location

En vertu du Code wallon de l’habitation durable, un permis de location délivré par la commune est obligatoire pour :

- les petits logements individuels dont la superficie habitable ne dépasse pas 28 m² ;
- les logements collectifs, où plusieurs adultes ne formant pas un même ménage partagent une cuisine, un séjour, une salle de bains ou un WC, comme les meublés et de nombreux kots d’étudiants ;
- les habitations légères, comme les caravanes ou les tiny houses, louées comme logement.

Quelques exceptions existent, par exemple lorsque le propriétaire habite lui-même l’immeuble et ne loue qu’à un nombre limité d’occupants. Le permis est délivré après la visite d’un enquêteur agréé, qui vérifie la salubrité et la sécurité, la prévention incendie, la superficie et le respect de la vie privée. Il est valable cinq ans et doit ensuite être renouvelé.

## Flandre : normes de qualité et attestation de conformité

Tout logement loué en Flandre doit respecter les normes de qualité du Code flamand du logement (Vlaamse Codex Wonen) : stabilité, humidité, électricité et gaz, chauffage, ventilation et éclairage, sécurité incendie et sanitaires. Les détecteurs de fumée sont obligatoires dans tous les logements, et les logements loués doivent disposer d’une isolation de toiture et d’un double vitrage dans les pièces de vie et la salle de bains, sauf si le score EPC est inférieur au seuil fixé par le Gouvernement flamand. Après une enquête, le bourgmestre peut délivrer une attestation de conformité (conformiteitsattest), valable en principe dix ans. De plus en plus de communes rendent cette attestation obligatoire pour les nouvelles locations, souvent de manière progressive selon l’âge du bâtiment.

## Bruxelles : le Code bruxellois du Logement

Le Code bruxellois du Logement fixe des exigences élémentaires de sécurité, de salubrité et d’équipement applicables à tout logement loué. Il n’existe pas de permis préalable général, mais la Direction de l’Inspection régionale du Logement (DIRL) peut effectuer des contrôles, infliger des amendes et interdire la location d’un logement non conforme ; une interdiction n’est levée qu’après l’obtention d’une attestation de contrôle de conformité. Des règles spécifiques s’appliquent au logement collectif et au logement étudiant, et la location touristique de courte durée est soumise à un enregistrement distinct ainsi qu’aux règles d’urbanisme.

## Luxembourg

Au Luxembourg, les logements et chambres donnés en location doivent répondre aux critères de salubrité, d’hygiène, de sécurité et d’habitabilité de la loi du 20 décembre 2019. La commune peut les contrôler et, si nécessaire, imposer des travaux ou interdire la location.

## Comment nous vous aidons

- Nous vérifions quelles règles s’appliquent à votre bien et à votre commune
- Nous réalisons une pré-visite selon les critères officiels : détecteurs de fumée, électricité, chauffage, ventilation, humidité, vitrage et superficies
- Nous coordonnons les travaux nécessaires avec des entrepreneurs de confiance
- Nous introduisons la demande de permis ou d’attestation et assistons à l’enquête
- Pour les biens que nous gérons, nous suivons les échéances et les renouvellements

Ces informations reflètent la situation en 2025/2026 et ne constituent pas un avis juridique ; des règlements communaux peuvent imposer des conditions supplémentaires. Contactez-nous pour vérifier la situation de votre bien.`,
    de: `In Belgien muss jede Mietwohnung Mindestnormen für Sicherheit, Gesundheit und Wohnqualität erfüllen, die jede Region selbst festlegt. Für bestimmte Arten von Immobilien ist vor der Vermietung zudem eine Genehmigung oder Bescheinigung erforderlich. Wer eine Wohnung vermietet, die den Normen nicht entspricht, riskiert Geldbußen, eine Mietminderung oder sogar ein Vermietungsverbot.

## Wallonie: die Vermietungsgenehmigung

Nach dem wallonischen Gesetzbuch über nachhaltiges Wohnen ist eine von der Gemeinde ausgestellte Vermietungsgenehmigung (permis de location) erforderlich für:

- kleine Einzelwohnungen mit einer Wohnfläche von höchstens 28 m²;
- Gemeinschaftswohnungen, in denen mehrere Erwachsene, die keinen gemeinsamen Haushalt bilden, Küche, Wohnraum, Bad oder WC teilen, etwa möblierte Zimmer und viele Studentenzimmer (Kots);
- Leichtbauwohnungen wie Wohnwagen oder Tiny Houses, die als Wohnung vermietet werden.

Es gibt einige Ausnahmen, etwa wenn der Eigentümer selbst im Gebäude wohnt und nur an wenige Bewohner vermietet. Die Genehmigung wird nach dem Besuch eines zugelassenen Prüfers erteilt, der Gesundheit und Sicherheit, Brandschutz, Wohnfläche und Privatsphäre kontrolliert. Sie gilt fünf Jahre und muss danach erneuert werden.

## Flandern: Qualitätsnormen und Konformitätsbescheinigung

Jede Mietwohnung in Flandern muss die Qualitätsnormen des flämischen Wohngesetzbuchs (Vlaamse Codex Wonen) erfüllen: Standsicherheit, Feuchtigkeit, Strom und Gas, Heizung, Belüftung und Belichtung, Brandschutz und Sanitäranlagen. Rauchmelder sind in jeder Wohnung Pflicht, und Mietwohnungen müssen über eine Dachdämmung sowie Doppelverglasung in den Wohnräumen und im Bad verfügen, es sei denn, die Energiekennzahl liegt unter dem von der flämischen Regierung festgelegten Grenzwert. Nach einer Prüfung kann der Bürgermeister eine Konformitätsbescheinigung (conformiteitsattest) ausstellen, die grundsätzlich zehn Jahre gültig ist. Immer mehr Gemeinden schreiben diese Bescheinigung für neue Vermietungen vor, oft schrittweise nach dem Alter des Gebäudes.

## Brüssel: das Wohngesetzbuch

Das Brüsseler Wohngesetzbuch legt grundlegende Anforderungen an Sicherheit, Gesundheit und Ausstattung fest, die für jede Mietwohnung gelten. Eine allgemeine vorherige Genehmigung gibt es nicht, aber die regionale Wohnungsinspektion (DIRL) kann Kontrollen durchführen, Geldbußen verhängen und die Vermietung einer nicht konformen Wohnung untersagen; ein solches Verbot wird erst aufgehoben, wenn eine Bescheinigung über die Konformitätskontrolle vorliegt. Für gemeinschaftliches Wohnen und Studentenwohnungen gelten besondere Regeln, und die kurzfristige Vermietung an Touristen unterliegt einer gesonderten Registrierung sowie den städtebaulichen Vorschriften.

## Luxemburg

In Luxemburg müssen vermietete Wohnungen und Zimmer die Kriterien für Gesundheit, Hygiene, Sicherheit und Bewohnbarkeit des Gesetzes vom 20. Dezember 2019 erfüllen. Die Gemeinde kann dies kontrollieren und bei Bedarf Arbeiten anordnen oder die Vermietung untersagen.

## So helfen wir Ihnen

- Wir prüfen, welche Vorschriften für Ihre Immobilie und Ihre Gemeinde gelten
- Wir führen eine Vorabkontrolle nach den offiziellen Kriterien durch: Rauchmelder, Elektrik, Heizung, Belüftung, Feuchtigkeit, Verglasung und Flächen
- Wir koordinieren die notwendigen Arbeiten mit zuverlässigen Handwerkern
- Wir beantragen die Genehmigung oder Bescheinigung und sind bei der Prüfung anwesend
- Für die von uns verwalteten Immobilien behalten wir Fristen und Verlängerungen im Blick

Diese Informationen geben den Stand 2025/2026 wieder und sind keine Rechtsberatung; kommunale Verordnungen können zusätzliche Bedingungen vorsehen. Kontaktieren Sie uns, um die Situation Ihrer Immobilie zu prüfen.`,
  },
};

const serviceArticles: SeedArticle[] = [sale, rentalManagement, certificates, rentalPermit];

/** All articles: stand-alone pages (1-6), team (101-106), testimonials (201-212) and services (301-304). */
export const articles: SeedArticle[] = [...pageArticles, ...team, ...testimonials, ...serviceArticles];
