import type { LandingArea } from "./landing-schema";

// Neighbourhood landing pages for the interiors profile (see docs/product.md). Each page's text is
// written for its own area so the 25 pages are not the same page with the name swapped. Only
// general, lasting facts about each area: no named complexes or developers, no prices, no counts.
export const interiorAreas = [
  {
    slug: "koramangala",
    name: "Koramangala",
    slim: false,
    seo: {
      title: "Interior Designer in Koramangala | {business}",
      description:
        "Interiors for Koramangala flats and independent houses: compact 2BHK storage, work-from-home corners and rental floors, planned in 3D by a studio next door.",
      keywords: [
        "interior designer koramangala",
        "home interiors koramangala",
        "2bhk interior design koramangala",
        "modular kitchen koramangala",
        "work from home setup koramangala",
        "rental flat interiors koramangala",
      ],
      ogTitle: "Interior design for Koramangala homes",
      ogDescription:
        "Compact apartments, independent houses and rental floors in Koramangala, designed around storage and everyday use. Free consultation and 3D design.",
    },
    intro:
      "Koramangala homes range from compact apartments above busy streets to independent houses on the quieter inner roads of the blocks, and most owners want every square foot to earn its place. Our BTM Layout studio is a short drive away, so visits fit easily around your working day.",
    homes: {
      heading: "Designing for Koramangala's compact apartments and independent houses",
      paragraphs: [
        "Many Koramangala flats feel smaller than their address suggests, so we start with storage: full-height wardrobes, beds with hydraulic lift-up boxes and a shoe unit that doubles as a bench by the door. Open kitchens are popular here, which means the shutters and countertop become part of the living room and have to look finished from the sofa.",
        "Plenty of residents are founders, engineers or people in early-stage companies who take calls at odd hours. We often carve out a quiet work corner with proper task lighting, a cable tray under the desk and a backdrop that looks tidy on video.",
        "Independent houses in the inner blocks are often rebuilt as a family floor with rented floors above. We give the owner's floor the detailed design and keep the let floors durable and easy to maintain, with laminates that survive a change of tenant.",
      ],
    },
    coveredLocalities: [
      "Koramangala 1st to 8th Block",
      "Ejipura",
      "Adugodi",
      "ST Bed Layout",
      "Venkatapura",
      "Jakkasandra",
      "Viveknagar",
    ],
    nearby: ["hsr-layout", "btm-layout", "indiranagar", "bellandur"],
    visit: {
      heading: "Your free consultation in Koramangala",
      paragraphs: [
        "A designer comes to your home, measures every room and talks through how you actually use it, and you see the 3D design before any carpentry starts. Parking on the inner roads of the blocks is tight, so we ask early whether the team can use a visitor slot or your basement, and we book deliveries away from the evening rush.",
      ],
    },
    faq: [
      {
        question: "Can you fit a home office into my Koramangala 2BHK without losing the guest room?",
        answer:
          "In most Koramangala 2BHKs it can: a wall-mounted study unit paired with a sofa-cum-bed lets the second bedroom serve both purposes, and we show you both layouts in 3D before you decide.",
      },
      {
        question: "I'm letting out my Koramangala flat. Which interiors are worth doing?",
        answer:
          "A modular kitchen, wardrobes in every bedroom, good lighting and neutral walls. Tenants looking in Koramangala care more about ready storage than decorative panelling, and simple finishes keep your upkeep low.",
      },
      {
        question:
          "Our independent house is being split into rental floors. Can you handle it floor by floor?",
        answer:
          "We do. Each floor is planned on its own, the carpenters, electricians and painters are coordinated floor by floor, and the floors you plan to let can be finished first so rent starts sooner.",
      },
    ],
  },
  {
    slug: "whitefield",
    name: "Whitefield",
    slim: false,
    seo: {
      title: "Interior Designer in Whitefield | {business}",
      description:
        "Villa renovations and complete apartment interiors in Whitefield, planned around relocations, association rules and family life, with free 3D design.",
      keywords: [
        "interior designer whitefield",
        "villa interiors whitefield",
        "apartment interiors whitefield",
        "3bhk interior design whitefield",
        "modular kitchen whitefield",
        "home renovation whitefield",
      ],
      ogTitle: "Villa and apartment interiors in Whitefield",
      ogDescription:
        "From a first 3BHK in a tower near the tech parks to a full villa renovation in a gated community, we design and deliver Whitefield homes.",
    },
    intro:
      "Whitefield is a mix of gated villa communities and tall apartment towers close to the tech parks, and many homes here belong to families who moved to Bangalore for work. We design both, from a first 3BHK to a complete villa renovation.",
    homes: {
      heading: "Designing for Whitefield's villas and tech-park apartments",
      paragraphs: [
        "Villas in the gated communities often come with double-height living rooms, open staircases and four or more bedrooms, so the challenge is making large spaces feel warm rather than empty. We layer the lighting, put the stair wall to work for display or storage, and give each bedroom its own character within one palette for the house.",
        "In the towers, families usually want a fully furnished home quickly, sometimes timed to a relocation or a child's school admission. That means fitted wardrobes, a modular kitchen, a study that two working parents can share and a balcony worth sitting on in the evening.",
        "Flats here are also commonly let to professionals on postings. If yours will be rented, we keep the finishes durable and neutral and put the budget into the storage tenants ask about first.",
      ],
    },
    coveredLocalities: [
      "Brookefield",
      "ITPL",
      "Kadugodi",
      "Hoodi",
      "Varthur",
      "Kundalahalli",
      "Mahadevapura",
      "Hope Farm",
    ],
    nearby: ["marathahalli", "kr-puram", "bellandur", "sarjapur-road"],
    visit: {
      heading: "How your free consultation works in Whitefield",
      paragraphs: [
        "Whitefield is on the far side of the city from our BTM Layout studio, so we book your visit at a time that avoids the worst of the Outer Ring Road traffic and bring material samples with us instead of asking you to come to us first. You are still welcome at the studio later to see finishes in person.",
        "Most gated communities want the interior team registered with security, a signed work permission and fixed slots for the service lift. We sort out that paperwork with your association before the first delivery arrives.",
      ],
    },
    faq: [
      {
        question: "We're relocating to Whitefield. Can the interiors be ready before we move in?",
        answer:
          "If you share the floor plan and handover date early, we can finalise the 3D design over video calls and start on site as soon as the flat is yours. You get a written schedule so you can plan the move around it.",
      },
      {
        question: "Can you renovate our older Whitefield villa while we keep living in it?",
        answer:
          "Yes, by working in phases, usually one floor or one group of rooms at a time. We agree which rooms stay usable each week and keep the dusty work sealed off.",
      },
      {
        question: "Our villa community has strict rules on work hours. How do you manage them?",
        answer:
          "We read the association's fit-out rules before drawing up the schedule and keep cutting and drilling inside the permitted hours. Quieter jobs such as fixing shutters and fittings fill the rest of the day.",
      },
      {
        question: "Is Whitefield too far from your studio in BTM Layout?",
        answer:
          "It makes no difference to you, because the team plans full working days on your site rather than short trips, and sends photo updates on the days you cannot be there.",
      },
    ],
  },
  {
    slug: "hsr-layout",
    name: "HSR Layout",
    slim: false,
    seo: {
      title: "HSR Layout Interior Designers | {business}",
      description:
        "Interior design for HSR Layout sector homes, rental floors and start-up apartments, from a studio next door in BTM Layout. Free consultation and 3D views.",
      keywords: [
        "interior designer hsr layout",
        "home interiors hsr layout",
        "modular kitchen hsr layout",
        "2bhk interiors hsr layout",
        "wardrobe design hsr layout",
        "independent house interiors hsr",
      ],
      ogTitle: "Interior designers for HSR Layout homes",
      ogDescription:
        "Owner's floors, rental floors and young professionals' flats in HSR Layout, designed for long working days by a studio just next door.",
    },
    intro:
      "HSR Layout is a neighbourhood of independent houses along planned sector roads and apartments full of young professionals, and it sits right beside our BTM Layout studio. Designs here tend to be practical, modern and built around long working days.",
    homes: {
      heading: "Interiors for HSR Layout's sector homes and start-up apartments",
      paragraphs: [
        "Many HSR Layout houses are built as a ground-floor home for the owner with one or two floors above for rent. We design the owner's floor with personal touches and keep the rental floors simple, sturdy and quick to furnish.",
        "Younger residents, many working at start-ups in the area, ask for open kitchens with a breakfast counter, a desk that takes two monitors and somewhere to keep cycling gear and gym kit. In a compact 2BHK we usually win space with sliding wardrobes and a loft above the passage.",
      ],
    },
    coveredLocalities: [
      "HSR Sectors 1 to 7",
      "Agara",
      "Parangi Palya",
      "Somasundarapalya",
      "Haralur",
      "Mangammanapalya",
      "Kudlu",
    ],
    nearby: ["koramangala", "btm-layout", "bellandur", "sarjapur-road"],
    visit: {
      heading: "Meeting a designer in HSR Layout, or at the studio next door",
      paragraphs: [
        "Because HSR Layout is next door to our studio, a site visit can easily be paired with a stop at the studio so you can handle laminate and hardware samples the same day. For independent houses we check street parking for the material van and let the neighbours know when the loud work is planned.",
      ],
    },
    faq: [
      {
        question: "How long does a complete 2BHK interior take in HSR Layout?",
        answer:
          "Once the design is signed off, site work for a typical 2BHK usually runs to around six to eight weeks, depending on scope. Being close to the studio helps, because small fixes and extra visits are quick to arrange.",
      },
      {
        question: "I own a house in HSR with rental floors. Should those floors get modular kitchens too?",
        answer:
          "In most cases, yes, because a modular kitchen and fitted wardrobes make a floor easier to let and cheaper to maintain. We suggest a plainer finish there than on your own floor so the budget goes where you live.",
      },
      {
        question: "Can I start at your studio instead of having a designer visit first?",
        answer:
          "Of course, the studio in BTM Layout is a short drive from most HSR sectors and you can bring your floor plan to begin the conversation there.",
      },
    ],
  },
  {
    slug: "indiranagar",
    name: "Indiranagar",
    slim: false,
    seo: {
      title: "Interior Designer in Indiranagar, Bangalore",
      description:
        "Renovations of older Indiranagar houses and interiors for boutique apartments: opened-up kitchens, home offices, bar counters and wardrobes, shown in 3D.",
      keywords: [
        "interior designer indiranagar",
        "home renovation indiranagar",
        "apartment interiors indiranagar",
        "living room design indiranagar",
        "home office design indiranagar",
      ],
      ogTitle: "Interior design for Indiranagar houses and apartments",
      ogDescription:
        "Personal, well-made interiors for Indiranagar's older independent houses and low-rise apartments, from a single living room to a full renovation.",
    },
    intro:
      "Indiranagar has older independent houses on leafy cross roads as well as newer low-rise apartments, and residents usually want interiors that feel personal rather than picked from a catalogue. We take on full homes and single rooms here.",
    homes: {
      heading: "Designing for Indiranagar's independent houses and boutique apartments",
      paragraphs: [
        "Many houses across HAL 2nd Stage and the neighbouring stages were built decades ago and have since been rebuilt or extended by the next generation. A renovation here often means opening up a closed kitchen, adding a proper wardrobe wall and rewiring for modern lighting while keeping the details the family is fond of.",
        "The newer apartments tend to sit in small buildings of a few floors, with good-sized rooms but little built-in storage. Residents, many in start-ups or creative work, like a living room that can host friends, a bar or coffee counter and a bedroom that stays calm.",
        "With restaurants and offices all around, a home office that feels separate from the bedroom is one of the commonest requests. A glass partition or a bookshelf divider creates that boundary without losing daylight.",
      ],
    },
    coveredLocalities: [
      "HAL 2nd Stage",
      "HAL 3rd Stage",
      "Domlur",
      "Jeevan Bima Nagar",
      "Defence Colony",
      "New Thippasandra",
      "CV Raman Nagar",
    ],
    nearby: ["ulsoor", "koramangala", "cooke-town-frazer-town", "marathahalli"],
    visit: {
      heading: "Booking a free home visit in Indiranagar",
      paragraphs: [
        "A designer visits at a time that suits you, measures up and goes through what you want to keep and what should change. Indiranagar's busy main roads mean we bring materials in early in the morning and confirm parking with your building or neighbours so our van never blocks a gate.",
      ],
    },
    faq: [
      {
        question: "Our Indiranagar house is over thirty years old. Where should a renovation start?",
        answer:
          "With an assessment of the wiring, plumbing, damp patches and flooring, because those affect everything else. We then plan the kitchen and bathrooms first, since they involve the most civil work.",
      },
      {
        question: "Can you design just the living room and a bar unit, not the whole flat?",
        answer:
          "Single-room projects are very welcome, and we make sure the new living room sits comfortably with the rooms you are not changing.",
      },
      {
        question: "Do small apartment buildings in Indiranagar need approval for interior work?",
        answer:
          "Even small buildings usually have an owners' group or a landlord who sets work hours and lift use. We contact them before starting and keep to what they agree.",
      },
    ],
  },
  {
    slug: "jayanagar",
    name: "Jayanagar",
    slim: false,
    seo: {
      title: "Interior Designer in Jayanagar | Home Renovation & Kitchens",
      description:
        "Renovations for Jayanagar's family homes: modular kitchens for daily cooking, pooja rooms and rooms planned for elderly parents, with free 3D design.",
      keywords: [
        "interior designer jayanagar",
        "home renovation jayanagar",
        "modular kitchen jayanagar",
        "pooja room design jayanagar",
        "independent house interiors jayanagar",
        "wardrobe design jayanagar",
      ],
      ogTitle: "Renovating Jayanagar family homes",
      ogDescription:
        "Older independent houses in Jayanagar, renovated room by room so they suit every generation living in them, with a free consultation and 3D design.",
    },
    intro:
      "Jayanagar's tree-lined blocks are full of independent family homes, many built for one generation and now shared by two or three. Our work here is often about renovating an older house so it suits everyone who lives in it today.",
    homes: {
      heading: "Renovating and furnishing Jayanagar's family homes",
      paragraphs: [
        "Houses in Jayanagar's blocks are usually solidly built but have dated kitchens, small wardrobes and thin lighting. We update them room by room, often starting with a modular kitchen designed for serious everyday cooking, with space for steel vessels, the wet grinder and festival cookware.",
        "Elderly parents are often part of the household, so we think about their comfort early. That means lower wardrobe rails with easy-pull handles, good light on the stairs and non-slip bathroom finishes, plus a ground-floor bedroom if the house allows it.",
        "A proper pooja room or pooja unit matters to most families here. We design it in wood or marble with jali or glass doors, drawers for lamps, oil and incense, and enough ventilation that the smoke does not stain the ceiling.",
      ],
    },
    coveredLocalities: [
      "Jayanagar 1st to 9th Block",
      "Tilak Nagar",
      "Byrasandra",
      "Pattabhirama Nagar",
      "Siddapura",
      "Yediyur",
      "Banashankari 2nd Stage",
    ],
    nearby: ["basavanagudi", "jp-nagar", "btm-layout", "kanakapura-road"],
    visit: {
      heading: "Free consultation visits for Jayanagar families",
      paragraphs: [
        "Jayanagar is a short drive from our BTM Layout studio, so we can come back more than once while the design takes shape, which helps when several family members need to agree. For renovations we also talk through how the family will manage during the work and order the rooms around that.",
      ],
    },
    faq: [
      {
        question: "Can we stay in our Jayanagar house while it is being renovated?",
        answer:
          "Most families do stay, because we work in stages. We finish one zone, such as the bedrooms, before starting the next, and keep one bathroom and a temporary kitchen working throughout.",
      },
      {
        question: "Will a modular kitchen cope with heavy Indian cooking every day?",
        answer:
          "We plan it for exactly that: a strong chimney placed correctly over the hob, moisture-resistant carcasses near the sink and deep drawers for heavy vessels. Granite or quartz tops stand up well to daily use.",
      },
      {
        question: "Can the pooja room match the rest of our renovated house?",
        answer:
          "It can, because we draw it together with the living and dining areas so the materials and colours carry through, whether you prefer a carved traditional look or something simpler.",
      },
    ],
  },
  {
    slug: "sarjapur-road",
    name: "Sarjapur Road",
    slim: false,
    seo: {
      title: "Sarjapur Road Interior Designer | {business}",
      description:
        "Complete interiors for new flats and first homes on Sarjapur Road: kitchen, wardrobes, TV unit and lighting in one plan, ready before you move in.",
      keywords: [
        "interior designer sarjapur road",
        "new flat interiors sarjapur road",
        "2bhk interiors sarjapur road",
        "3bhk interior design sarjapur road",
        "modular kitchen sarjapur road",
        "complete home interiors sarjapur",
      ],
      ogTitle: "First-home interiors on Sarjapur Road",
      ogDescription:
        "New apartments on Sarjapur Road, taken from a bare flat to a finished home by one team, with a 3D design you can change before work starts.",
    },
    intro:
      "Sarjapur Road has grown quickly, and many of its residents are first-time owners collecting keys in new apartment towers and gated layouts. We help them go from a bare flat to a comfortable home without juggling separate contractors.",
    homes: {
      heading: "First homes and new apartments along Sarjapur Road",
      paragraphs: [
        "Newly handed-over flats here usually come with flooring and bathrooms done but nothing else, so most owners need the complete package: kitchen, wardrobes, TV unit, a false ceiling in the living room and curtains. We plan it as one design so the home feels finished on moving day.",
        "Young families make up much of this corridor, and they ask for childproof corners, a study area that grows with the children and space for a cycle and a pram near the door. Balconies get a lot of use, so we suggest weather-resistant finishes and a proper spot for the washing machine and drying rack.",
        "Many owners are paying an EMI and rent at the same time while the interiors are done. We keep the schedule tight and put it in writing so you know when you can move in and stop paying rent.",
      ],
    },
    coveredLocalities: [
      "Kaikondrahalli",
      "Kasavanahalli",
      "Carmelaram",
      "Doddakannelli",
      "Chikkabellandur",
      "Dommasandra",
      "Junnasandra",
    ],
    nearby: ["bellandur", "hsr-layout", "whitefield", "marathahalli"],
    visit: {
      heading: "Starting your free consultation on Sarjapur Road, even before handover",
      paragraphs: [
        "From our BTM Layout studio we reach Sarjapur Road through HSR Layout, and we avoid office hours at the Outer Ring Road junctions where we can. If your flat is still under construction, we start from the builder's floor plan and take final measurements once you have the keys.",
        "New apartment communities often have fresh fit-out rules, a refundable deposit and a booked service lift. We settle these with the facility team before work begins.",
      ],
    },
    faq: [
      {
        question: "My Sarjapur Road flat is handed over in a few months. When should I start the design?",
        answer:
          "Now is a good time. We can draw the layouts and finalise the 3D design from the builder's plan, then check measurements on site when you get the keys, which saves weeks later.",
      },
      {
        question: "Lots of flats in my tower are being done up at once. Will that slow things down?",
        answer:
          "It can make the service lift busy, so we book slots early and bring materials in batches. Our crew size is matched to the slots the facility team allows.",
      },
      {
        question: "Is a false ceiling worth it in a new apartment here?",
        answer:
          "In the living and dining area it hides wiring and gives you better lighting, but we rarely recommend it in every room. We show both options in 3D so you can judge the ceiling height yourself.",
      },
    ],
  },
  {
    slug: "electronic-city",
    name: "Electronic City",
    slim: false,
    seo: {
      title: "Interior Designer in Electronic City | {business}",
      description:
        "Practical, budget-aware interiors for Electronic City flats: compact 1BHK and 2BHK storage, rental-ready finishes and small office fit-outs, in 3D first.",
      keywords: [
        "interior designer electronic city",
        "2bhk interiors electronic city",
        "1bhk interior design electronic city",
        "modular kitchen electronic city",
        "rental flat interiors electronic city",
        "office interiors electronic city",
      ],
      ogTitle: "Interiors for Electronic City apartments",
      ogDescription:
        "First flats and buy-to-let homes in Electronic City, designed with clever storage and hard-wearing finishes. Free consultation and 3D design.",
    },
    intro:
      "Electronic City is home to many young professionals buying or renting their first flat close to the tech campuses. We design practical, budget-aware interiors here, from a single modular kitchen to a full 2BHK.",
    homes: {
      heading: "Practical interiors for Electronic City's new apartments",
      paragraphs: [
        "Apartments in Phase 1, Phase 2 and along Hosa Road are often compact 1BHK and 2BHK flats, so storage has to be thought through. We use floor-to-ceiling wardrobes, a loft over the kitchen and a TV unit with closed drawers so the living room does not fill up with clutter.",
        "A good share of owners here buy to let, either straight away or after a few years. For those homes we pick laminates and hardware that survive frequent moves and leave the walls neutral so any tenant can make the place their own.",
        "People working shifts or hybrid weeks value blackout curtains in the bedroom. A compact desk that folds away when friends come round is another regular request.",
      ],
    },
    coveredLocalities: [
      "Electronic City Phase 1",
      "Electronic City Phase 2",
      "Hosa Road",
      "Neeladri Nagar",
      "Doddathogur",
      "Konappana Agrahara",
      "Hebbagodi",
      "Chandapura",
    ],
    nearby: ["hsr-layout", "bannerghatta-road", "btm-layout", "sarjapur-road"],
    visit: {
      heading: "How a free consultation reaches you in Electronic City",
      paragraphs: [
        "Our team reaches Electronic City from BTM Layout along Hosur Road, and the elevated expressway keeps the drive manageable outside peak hours. We time visits and deliveries with that in mind and share progress photos so you do not have to leave work to check on the site.",
      ],
    },
    faq: [
      {
        question: "What is the least I need to make an empty 2BHK in Electronic City liveable?",
        answer:
          "A modular kitchen, wardrobes in the bedrooms and basic lighting cover most needs, and a TV unit or study can follow later. We can phase the work so the essentials are finished first.",
      },
      {
        question: "I'm buying to let. Which interiors help an Electronic City flat find tenants?",
        answer:
          "A working kitchen, enough wardrobe space and a clean, bright finish are what most tenants look for. Spending on those rather than decorative panels usually serves a landlord best.",
      },
      {
        question: "Do you also fit out small offices in Electronic City?",
        answer:
          "We design workstations, cabins and meeting rooms for small teams in the area and can schedule the work after hours so your staff are not disturbed.",
      },
    ],
  },
  {
    slug: "malleshwaram",
    name: "Malleshwaram",
    slim: false,
    seo: {
      title: "Malleshwaram Interior Designer | Heritage Home Renovation",
      description:
        "Careful renovation of Malleshwaram's older houses and heritage homes: pooja rooms, kitchens and wardrobes planned around red oxide floors and teak woodwork.",
      keywords: [
        "interior designer malleshwaram",
        "home renovation malleshwaram",
        "heritage home interiors malleshwaram",
        "pooja room design malleshwaram",
        "old house renovation bangalore",
        "modular kitchen malleshwaram",
      ],
      ogTitle: "Renovating Malleshwaram's older homes",
      ogDescription:
        "Interiors that keep the character of Malleshwaram's independent houses and heritage homes while making them easier to live in. Free consultation.",
    },
    intro:
      "Malleshwaram is one of Bangalore's oldest neighbourhoods, with independent houses, heritage homes and families who have lived on the same cross road for generations. We design renovations that respect that history and make the home easier to live in.",
    homes: {
      heading: "Renovating Malleshwaram's heritage homes and traditional houses",
      paragraphs: [
        "Older houses here often have high ceilings, thick walls, red oxide or mosaic floors and wooden windows that owners rightly want to keep. We plan new wardrobes, kitchens and lighting around those features instead of covering them up.",
        "Traditional layouts usually include a dedicated pooja room, and it is often the first space a family asks us to refresh. We work with wood, brass accents and better ventilation so lamps and incense can be used daily without marking the walls.",
        "Some families are dividing an old house into separate floors for two generations. That calls for a second kitchen, clever storage in smaller bedrooms and an entrance and staircase arrangement that gives both households privacy.",
      ],
    },
    coveredLocalities: [
      "Malleshwaram 1st to 18th Cross",
      "Vyalikaval",
      "Seshadripuram",
      "Rajajinagar",
      "Mathikere",
      "Yeshwanthpur",
      "Gokula",
    ],
    nearby: ["sadashivanagar", "hebbal", "basavanagudi"],
    visit: {
      heading: "What happens at a free consultation in Malleshwaram",
      paragraphs: [
        "A designer travels from our BTM Layout studio across the city centre, so we book Malleshwaram visits as longer slots and cover everything in one trip: measurements, photographs of the features to preserve and a first conversation about budget.",
        "Narrow cross roads and the busy market stretch around Sampige Road make parking hard, so deliveries come early in the morning and only a small vehicle stays at the house during the work.",
      ],
    },
    faq: [
      {
        question: "Can you keep our old red oxide floor while redoing the rest of the house?",
        answer:
          "In most cases we can. We protect it during the work, plan furniture so nothing has to be fixed into it, and can arrange polishing at the end to bring back the shine.",
      },
      {
        question: "Our Malleshwaram house has damp walls after every monsoon. Should that be fixed first?",
        answer:
          "Damp always comes first: we find where the water is getting in and deal with it before any interiors, otherwise new woodwork and paint will be damaged within a season.",
      },
      {
        question: "Can new woodwork match our old teak doors and windows?",
        answer:
          "We can match the tone closely with veneer and polish, and we hold the samples up against the existing woodwork before anything is ordered.",
      },
      {
        question: "How do you plan a house that two generations will share?",
        answer:
          "We sit down with both households, agree what each floor needs and plan the shared parts, like the entrance and the pooja room, together so the house still feels like one home.",
      },
    ],
  },
  {
    slug: "btm-layout",
    name: "BTM Layout",
    slim: true,
    seo: {
      title: "Interior Designer in BTM Layout | Our Studio, 29th Main Road",
      description:
        "Our studio is on 29th Main Road, BTM Layout 2nd Stage. Walk in with your floor plan for compact flats, rental floors, wardrobes and kitchens.",
      keywords: [
        "interior designer btm layout",
        "interior design studio btm layout",
        "modular kitchen btm layout",
        "wardrobe design btm layout",
        "home interiors btm layout",
      ],
      ogTitle: "{business} in BTM Layout",
      ogDescription:
        "Our design studio is in BTM Layout 2nd Stage. See samples, talk to a designer and plan your flat, house or rental rooms close to home.",
    },
    intro:
      "BTM Layout is where our studio is, so homes here are the easiest for us to visit, measure and look after. The area mixes compact apartments, independent houses with rental floors and buildings let out as rooms to students and young professionals.",
    homes: {
      heading: "Interiors for BTM Layout homes, close to our studio",
      paragraphs: [
        "Apartments in BTM 1st and 2nd Stage are mostly modest in size, so a well-planned kitchen and wardrobes do more for daily life than any decorative feature. We look for unused space above doors, under windows and at the end of passages and turn it into storage.",
        "Many owners live on one floor and let the others, and some rent out rooms individually. For those spaces we suggest sturdy, easy-clean finishes that are simple to repair between occupants.",
      ],
    },
    coveredLocalities: [
      "BTM 1st Stage",
      "BTM 2nd Stage",
      "Madiwala",
      "Tavarekere",
      "NS Palya",
      "Suddaguntepalya",
      "Bilekahalli",
    ],
    nearby: ["koramangala", "jayanagar", "jp-nagar", "hsr-layout"],
    visit: {
      heading: "Visit our studio or book a free home visit in BTM Layout",
      paragraphs: [
        "Because the studio is on 29th Main Road, you can walk in with your floor plan, look through material samples and then arrange a home visit at a time that suits you. Small adjustments after handover are quick for us to attend to as well.",
      ],
    },
    faq: [
      {
        question: "Where exactly is your studio in BTM Layout?",
        answer:
          "We are on the first floor at No. 45, 29th Main Road, BTM Layout 2nd Stage. Please call ahead so a designer is free when you arrive.",
      },
      {
        question: "Do you take on small jobs nearby, like a single wardrobe?",
        answer:
          "Gladly. A single wardrobe, a kitchen refresh or a consultation-only visit are all welcome, and being this close makes small jobs easy to schedule.",
      },
      {
        question: "Can you furnish rooms I rent out to working professionals?",
        answer:
          "Yes, with simple beds, wardrobes, study tables and lighting chosen to last. We keep the design the same across rooms so repairs and replacements are straightforward.",
      },
    ],
  },
  {
    slug: "jp-nagar",
    name: "JP Nagar",
    slim: false,
    seo: {
      title: "Interior Designer in JP Nagar | {business}",
      description:
        "Interiors for JP Nagar family apartments and independent houses: children's rooms that grow, pooja units, big dining areas and second-round renovations.",
      keywords: [
        "interior designer jp nagar",
        "home interiors jp nagar",
        "apartment interiors jp nagar",
        "kids room design jp nagar",
        "pooja unit design jp nagar",
        "home renovation jp nagar",
      ],
      ogTitle: "Family home interiors in JP Nagar",
      ogDescription:
        "Durable, family-friendly interiors for apartments and independent houses across JP Nagar's phases, planned in 3D with a free consultation.",
    },
    intro:
      "JP Nagar is a large, settled residential area of family apartments and independent houses spread across its many phases. Families here usually plan to stay for years, so durability matters as much as looks.",
    homes: {
      heading: "Family homes and apartments across JP Nagar's phases",
      paragraphs: [
        "The older phases nearer Jayanagar have many independent houses ready for a second round of interiors, while the later phases towards Puttenahalli have more apartment buildings. A renovation in the first case and a complete fit-out in the second are the two projects we discuss most here.",
        "Families ask for children's rooms that can go from toys to textbooks, a dining area that seats visiting relatives and a kitchen with room for a second fridge. When the flat has no separate pooja room, we plan a pooja unit in the living or dining area.",
      ],
    },
    coveredLocalities: [
      "JP Nagar 1st to 9th Phase",
      "Puttenahalli",
      "Sarakki",
      "Kothnur Dinne",
      "Jaraganahalli",
      "RBI Layout",
    ],
    nearby: ["jayanagar", "btm-layout", "bannerghatta-road", "kanakapura-road"],
    visit: {
      heading: "Free consultations in JP Nagar, on weekdays or weekends",
      paragraphs: [
        "JP Nagar is close to our BTM Layout studio, so visits are easy to fit into a weekday evening or a weekend. For apartments we check the association's rules on work hours and lift bookings at the first meeting, and for independent houses we agree where the team will park and store materials.",
      ],
    },
    faq: [
      {
        question: "We're redoing a JP Nagar flat we've lived in for years. Can we keep some old furniture?",
        answer:
          "You can keep them: we measure and photograph the pieces you want to keep, design around them and refinish or reupholster them so they sit well with the new work.",
      },
      {
        question: "Our children are small. How do we avoid redesigning their room in a few years?",
        answer:
          "We build in neutral storage and a study desk that can be raised or extended, then add colour with paint, bedding and décor that are easy to change as they grow.",
      },
      {
        question: "Our flat has no pooja room. What are the options?",
        answer:
          "A wall-mounted or freestanding pooja unit in the living or dining area works well, with doors that close when it is not in use and a shelf for lamps. It appears in the 3D design so you can see how it fits the room.",
      },
    ],
  },
  {
    slug: "bannerghatta-road",
    name: "Bannerghatta Road",
    slim: true,
    seo: {
      title: "Interior Designer on Bannerghatta Road, Bangalore",
      description:
        "Kitchen and wardrobe upgrades for established Bannerghatta Road flats and complete interiors for newer apartments towards Hulimavu and Gottigere.",
      keywords: [
        "interior designer bannerghatta road",
        "modular kitchen bannerghatta road",
        "apartment interiors bannerghatta road",
        "wardrobe design bannerghatta road",
        "interior consultation bannerghatta road",
      ],
      ogTitle: "Interiors along Bannerghatta Road",
      ogDescription:
        "Established flats and newer apartment projects on Bannerghatta Road, a quick drive from our BTM Layout studio. Free consultation.",
    },
    intro:
      "Bannerghatta Road runs south from the city through a long stretch of apartment buildings and older layouts, and it is a quick drive from our BTM Layout studio. Owners here range from families in established flats to buyers in newer projects further out.",
    homes: {
      heading: "Apartments and family homes along Bannerghatta Road",
      paragraphs: [
        "Closer to the city, around Bilekahalli and Arekere, many flats were built some years ago and are ready for a kitchen and wardrobe upgrade. Further south towards Hulimavu and Gottigere, newer apartment projects need complete interiors from a bare shell.",
        "The main road is heavy with traffic at peak hours and many residents commute a long way, so they want a home that is low-maintenance and restful. Easy-clean finishes, good storage and warm bedroom lighting are the usual priorities.",
      ],
    },
    coveredLocalities: ["Bilekahalli", "Arekere", "Hulimavu", "Gottigere", "Kalena Agrahara", "Hongasandra"],
    nearby: ["btm-layout", "jp-nagar", "electronic-city"],
    visit: {
      heading: "Arranging a free consultation on Bannerghatta Road",
      paragraphs: [
        "A designer comes over from BTM Layout, usually before the evening traffic builds, to measure the flat and hear what you need. If you prefer, start with a consultation-only visit and decide later whether to go ahead with a full project.",
      ],
    },
    faq: [
      {
        question: "Is a kitchen and wardrobe upgrade worth it in an older Bannerghatta Road flat?",
        answer:
          "It is often the most useful change you can make, because those are the spaces used every day. We check the existing plumbing and electrical points first so the new units fit without surprises.",
      },
      {
        question: "Can you work on the flat while we are still living in it?",
        answer:
          "We can, by doing one room at a time, covering furniture and floors and clearing up at the end of each day.",
      },
      {
        question: "What does a consultation-only visit include?",
        answer:
          "A designer measures your home, suggests a layout, materials and colours and gives an indicative budget, and you are free to use that advice with any carpenter.",
      },
    ],
  },
  {
    slug: "thanisandra",
    name: "Thanisandra",
    slim: false,
    seo: {
      title: "Thanisandra Interior Designer | {business}",
      description:
        "Complete first-home interiors for new Thanisandra apartments: kitchens, wardrobes and a flexible second bedroom, planned around the builder's handover date.",
      keywords: [
        "interior designer thanisandra",
        "new flat interiors thanisandra",
        "2bhk interiors thanisandra",
        "modular kitchen thanisandra",
        "complete home interiors thanisandra",
        "wardrobe design thanisandra",
      ],
      ogTitle: "First-home interiors in Thanisandra",
      ogDescription:
        "New apartments in Thanisandra furnished from scratch in one go, with a 3D design agreed before handover and work planned around your tower's rules.",
    },
    intro:
      "Thanisandra, in north-east Bangalore, has filled up with new apartment projects, and many residents are first-time owners working in the nearby tech parks. We help them furnish their homes from scratch, usually in one go.",
    homes: {
      heading: "Designing first homes in Thanisandra's new apartments",
      paragraphs: [
        "Most flats here are handed over with vitrified flooring and fitted bathrooms but no kitchen cabinets or wardrobes. We design the essentials first and then add the living room, study and balcony so the home feels complete rather than half done.",
        "Buyers are often couples planning for a child, so we keep the second bedroom flexible: a study now and a nursery later. Kitchens get a tall unit for the oven or microwave and a place for the water purifier and small appliances.",
        "Construction is still going on around many sites, which means dust gets everywhere. Easy-wipe shutter finishes and well-sealed windows help, and we finish with a thorough clean before handover.",
      ],
    },
    coveredLocalities: [
      "Thanisandra Main Road",
      "Hegde Nagar",
      "Nagawara",
      "Rachenahalli",
      "Sampigehalli",
      "Jakkur",
      "Kothanur",
      "HBR Layout",
    ],
    nearby: ["hebbal", "horamavu", "yelahanka"],
    visit: {
      heading: "Planning your free consultation in Thanisandra",
      paragraphs: [
        "The drive to Thanisandra from our BTM Layout studio crosses the city, so we plan site days carefully and bring the team and materials together in as few trips as possible. Early discussions and 3D reviews can happen at the studio, on a video call or at your flat, whichever is easiest.",
        "New towers here usually have a fit-out manual from the builder or association covering work hours, debris removal and lift use. We follow it from the first day.",
      ],
    },
    faq: [
      {
        question: "Our Thanisandra flat is our first home. What should we do first?",
        answer:
          "Start with the kitchen and wardrobes, because you need them to live comfortably, then add the living room and decorative work as the budget allows. We design the whole home up front so later additions still match.",
      },
      {
        question: "The builder's handover date keeps moving. Can you still plan ahead?",
        answer:
          "We can still move ahead: we work from the approved floor plan, lock the design and materials, and hold production until the flat is ready for final measurements.",
      },
      {
        question: "Can the second bedroom work as a study now and a nursery later?",
        answer:
          "We often use a wardrobe wall with a built-in desk that can later hold baby essentials, and leave enough floor space for a cot. Only the loose furniture needs to change.",
      },
    ],
  },
  {
    slug: "yelahanka",
    name: "Yelahanka",
    slim: false,
    seo: {
      title: "Interior Designer in Yelahanka | {business}",
      description:
        "Interiors for Yelahanka's independent houses, apartments and villas near the airport road: walk-in wardrobes, family lounges, home theatres and balconies.",
      keywords: [
        "interior designer yelahanka",
        "villa interiors yelahanka",
        "home interiors yelahanka",
        "apartment interiors yelahanka",
        "home theatre design yelahanka",
        "bedroom design yelahanka",
      ],
      ogTitle: "Interiors for Yelahanka homes and villas",
      ogDescription:
        "Larger homes in Yelahanka designed to feel open and bright, with long, well-planned site days so the distance never slows your project.",
    },
    intro:
      "Yelahanka combines an old town with spacious newer layouts, apartments and villa communities towards the airport road. Homes here are often larger than in central Bangalore, and families want interiors that make good use of the extra room.",
    homes: {
      heading: "Apartments, villas and independent houses in Yelahanka",
      paragraphs: [
        "Yelahanka New Town has many independent houses with gardens, while the stretch towards the airport has gated villa communities and apartment complexes. Bigger floor plans let us plan walk-in wardrobes, a separate family lounge or a proper home theatre corner.",
        "Families who moved here for space and greenery usually want interiors that feel open and bright. We use lighter wood tones, keep large windows clear of heavy furniture and add planters that link the living room to the garden or balcony.",
        "With the airport within easy reach, some households travel a lot and want homes that are simple to lock up and leave. For them we add secure storage for valuables, lighting on timers and finishes that shrug off a few weeks of dust.",
      ],
    },
    coveredLocalities: [
      "Yelahanka New Town",
      "Yelahanka Old Town",
      "Attur Layout",
      "Kogilu",
      "Allalasandra",
      "Jakkur",
      "Doddaballapur Road",
    ],
    nearby: ["hebbal", "devanahalli", "thanisandra"],
    visit: {
      heading: "A free consultation in Yelahanka, planned as one long visit",
      paragraphs: [
        "Yelahanka is a long drive from our BTM Layout studio, so we set aside a full morning or afternoon for your consultation and aim to cover measurements, your wish list and a first look at materials in one visit. Once work starts, the team plans longer site days to cut down trips across the city.",
      ],
    },
    faq: [
      {
        question: "Do you take on Yelahanka projects when your studio is in BTM Layout?",
        answer:
          "Yes, we serve all of Bangalore. In the north we plan fewer, longer site days so the distance does not slow your project down.",
      },
      {
        question: "We have a villa off the airport road. Can you design the balconies and sit-out too?",
        answer:
          "We plan seating, lighting and weather-resistant storage for balconies and covered outdoor areas, and choose finishes that cope with both sun and rain.",
      },
      {
        question: "Can a home theatre fit into our Yelahanka living room?",
        answer:
          "If the room is large enough, we plan the screen wall, seating distance, concealed wiring and acoustic panels together. In a smaller room we suggest a media wall that turns back into an ordinary living room easily.",
      },
    ],
  },
  {
    slug: "bellandur",
    name: "Bellandur",
    slim: false,
    seo: {
      title: "Interior Designer in Bellandur | {business}",
      description:
        "Interiors for Bellandur's ORR apartment complexes: two work-from-home desks, quick-clean kitchens, monsoon-proof materials and rental-ready finishes.",
      keywords: [
        "interior designer bellandur",
        "apartment interiors bellandur",
        "3bhk interior design bellandur",
        "work from home setup bellandur",
        "modular kitchen bellandur",
        "rental flat interiors bellandur",
      ],
      ogTitle: "Interior design for Bellandur apartments",
      ogDescription:
        "Homes for two working partners, flats let to professionals and complete fit-outs in Bellandur's gated complexes. Free consultation and 3D design.",
    },
    intro:
      "Bellandur is packed with apartment complexes close to the Outer Ring Road tech parks, and most residents want a home that works around long workdays. We design complete flats and single rooms here.",
    homes: {
      heading: "Interiors for Bellandur's ORR apartment complexes",
      paragraphs: [
        "Apartments here range from compact 2BHKs to large 3BHKs in big gated complexes, and many are shared by two working partners. The most common requests are two separate work-from-home spots, some acoustic comfort for calls and a kitchen that can be cleaned in minutes at the end of the day.",
        "Bellandur also has a large rental market, with owners who live elsewhere letting their flats to professionals. For them we design durable, neutral interiors that photograph well for listings and need little upkeep between tenants.",
        "Heavy monsoon rain makes moisture-resistant boards and good ventilation sensible choices, especially in kitchens, utility areas and bathrooms. Balconies facing the weather also get shutters and hardware chosen to resist swelling and rust.",
      ],
    },
    coveredLocalities: [
      "Kadubeesanahalli",
      "Green Glen Layout",
      "Devarabisanahalli",
      "Ibbalur",
      "Kariyammana Agrahara",
      "Yemalur",
      "Panathur",
    ],
    nearby: ["sarjapur-road", "marathahalli", "hsr-layout", "koramangala"],
    visit: {
      heading: "Free consultations and site work in Bellandur's complexes",
      paragraphs: [
        "Our team reaches Bellandur from BTM Layout through HSR Layout or along the Outer Ring Road, so we time visits to miss the peak-hour jams at the big junctions. Large complexes here usually ask for a registered list of workers, a deposit and fixed work hours, and we arrange all of that with the facility office before starting.",
      ],
    },
    faq: [
      {
        question: "We both work from home in our Bellandur flat. Can you fit two workstations into a 3BHK?",
        answer:
          "Usually one goes in the spare bedroom and the other in a corner of the living room or master bedroom behind a sliding partition or bookshelf. We plan lighting, sockets and a plain backdrop for both.",
      },
      {
        question: "I live abroad and let my Bellandur flat. Can you manage the interiors remotely?",
        answer:
          "Many Bellandur owners are in the same position, so we share the 3D design and quote by email and video call, send regular photo updates and do the final walk-through with your tenant or a relative if you cannot be there.",
      },
      {
        question: "Which materials hold up best through the monsoon?",
        answer:
          "Moisture-resistant boards for kitchen and bathroom units, good-quality edge banding and stainless steel or aluminium hardware. We also check the windows and balcony drainage before fitting any woodwork.",
      },
    ],
  },
  {
    slug: "marathahalli",
    name: "Marathahalli",
    slim: false,
    seo: {
      title: "Interior Designer in Marathahalli | Flats, Rentals & Offices",
      description:
        "Second-round interiors for Marathahalli flats, shared rentals for professionals and small office fit-outs near the ORR, with honest advice and 3D design.",
      keywords: [
        "interior designer marathahalli",
        "kitchen renovation marathahalli",
        "sliding wardrobe marathahalli",
        "apartment interiors marathahalli",
        "office interiors marathahalli",
      ],
      ogTitle: "Interiors for Marathahalli flats and offices",
      ogDescription:
        "Tired kitchens refreshed, shared flats planned for several tenants and small offices fitted out near the Outer Ring Road in Marathahalli.",
    },
    intro:
      "Marathahalli sits where the Outer Ring Road meets Old Airport Road, surrounded by apartments that house many people working in the nearby tech parks. We design practical, good-looking interiors for both owners and landlords here.",
    homes: {
      heading: "Designing for Marathahalli's apartments and rental homes",
      paragraphs: [
        "Many flats around Marathahalli, Munnekollal and Kundalahalli were built some years ago, and their owners are now looking at a second round of interiors. Typical jobs include replacing tired kitchen shutters, adding sliding wardrobes and updating the lighting.",
        "There is also a big rental market here for professionals sharing flats. Sharing works better with an equal wardrobe in each bedroom, a lockable cupboard for each person and a kitchen with room for more than one set of groceries.",
        "Teams wanting to be close to the tech parks also take small offices in the area. We design those fit-outs too, keeping the look professional on a growing team's budget.",
      ],
    },
    coveredLocalities: [
      "Munnekollal",
      "AECS Layout",
      "Doddanekundi",
      "Kundalahalli",
      "Chinnappanahalli",
      "Panathur",
      "Spice Garden Layout",
    ],
    nearby: ["whitefield", "bellandur", "kr-puram", "indiranagar"],
    visit: {
      heading: "Getting a free consultation in Marathahalli",
      paragraphs: [
        "We come to Marathahalli from BTM Layout via the Outer Ring Road and plan visits around the traffic at the Marathahalli bridge. Associations here often limit noisy work to weekday daytime hours, so we agree a schedule that fits those rules and keeps your neighbours on side.",
      ],
    },
    faq: [
      {
        question: "Our Marathahalli kitchen is worn out but the layout works. Must we replace everything?",
        answer:
          "Not necessarily, because if the carcasses are sound, new shutters, a countertop and better hardware can transform the kitchen for less, and we will tell you honestly which option makes sense after inspecting it.",
      },
      {
        question: "How do you design a flat that several working professionals will share?",
        answer:
          "Each bedroom gets its own wardrobe and desk, the common areas stay simple and easy to clean, and there is generous shoe and utility storage near the entrance.",
      },
      {
        question: "Can you fit out a small office near Marathahalli?",
        answer:
          "We plan workstations, a meeting room and a pantry around your team's headcount, and can schedule the work after hours or over weekends.",
      },
    ],
  },
  {
    slug: "kanakapura-road",
    name: "Kanakapura Road",
    slim: false,
    seo: {
      title: "Interior Designer on Kanakapura Road | {business}",
      description:
        "Family apartments and independent houses on Kanakapura Road: pooja spaces, guest rooms for grandparents, big dining areas and terrace seating, in 3D.",
      keywords: [
        "interior designer kanakapura road",
        "apartment interiors kanakapura road",
        "3bhk interior design kanakapura road",
        "pooja room design kanakapura road",
        "independent house interiors kanakapura road",
        "bedroom design kanakapura road",
      ],
      ogTitle: "Family home interiors on Kanakapura Road",
      ogDescription:
        "Spacious, tradition-friendly interiors for Kanakapura Road apartments and independent houses in south Bangalore, with a free consultation.",
    },
    intro:
      "Kanakapura Road in south Bangalore has a mix of family apartments and independent houses, with many newer projects further out along the road. Families here tend to want spacious, tradition-friendly homes with room for visiting relatives.",
    homes: {
      heading: "Family apartments and independent houses on Kanakapura Road",
      paragraphs: [
        "Apartment projects along the road, from Konanakunte out towards Talaghattapura, appeal to families moving from older parts of south Bangalore. Many want a dedicated pooja space, a dining area big enough for festivals and a guest bedroom for grandparents.",
        "Independent houses in the layouts off the main road often have a terrace and a ground-floor sit-out. We design for those as well, with weather-resistant storage, outdoor lighting and seating that can handle Bangalore's rain.",
        "With the metro running along part of the road, some owners buy here to let. For those flats we recommend strong, simple interiors that stay presentable through several tenancies.",
      ],
    },
    coveredLocalities: [
      "Konanakunte",
      "Doddakallasandra",
      "Vajarahalli",
      "Talaghattapura",
      "Uttarahalli",
      "Kumaraswamy Layout",
      "Yelachenahalli",
    ],
    nearby: ["jp-nagar", "jayanagar", "basavanagudi", "bannerghatta-road"],
    visit: {
      heading: "Your free consultation along Kanakapura Road",
      paragraphs: [
        "Our team drives down from BTM Layout through JP Nagar; the nearer stretches are quick to reach, and projects further out get longer, planned site days. We bring sample boards to the first visit so you can choose finishes in your own light, which matters in west-facing rooms that catch the strong afternoon sun.",
      ],
    },
    faq: [
      {
        question: "We need a pooja space and a guest room in our Kanakapura Road 3BHK. Is that realistic?",
        answer:
          "Often it is, since a pooja unit in the dining or living area frees the third bedroom for guests, or a compact pooja room can be built into a corner, and we show both options in 3D.",
      },
      {
        question: "Our independent house has a terrace we hardly use. Can you help?",
        answer:
          "We can design shaded seating, lighting and storage for plants and cushions that cope with sun and rain, so the terrace becomes a place to spend the evening.",
      },
      {
        question: "Our project is far out on Kanakapura Road. Will that affect the schedule?",
        answer:
          "The distance is built into the plan from the start, with longer working days on site and material deliveries grouped together. Your written schedule already accounts for it.",
      },
    ],
  },
  {
    slug: "hebbal",
    name: "Hebbal",
    slim: false,
    seo: {
      title: "Interior Designer in Hebbal | North Bangalore Interiors",
      description:
        "Interiors for Hebbal's high-rise apartments and north Bangalore villas, plus renovations in RT Nagar and Sanjaynagar. Free consultation and 3D design.",
      keywords: [
        "interior designer hebbal",
        "apartment interiors hebbal",
        "villa interiors hebbal",
        "living room design hebbal",
        "home renovation rt nagar",
        "interior designer north bangalore",
      ],
      ogTitle: "Interior design for Hebbal homes",
      ogDescription:
        "High-rise flats with open views, villas near the airport road and older houses due for renovation in and around Hebbal, designed in 3D.",
    },
    intro:
      "Hebbal is a north Bangalore hub where high-rise apartments, gated villa projects and older neighbourhoods meet, close to the airport road and Hebbal Lake. Residents here often want polished, contemporary interiors that are easy to maintain.",
    homes: {
      heading: "Designing for Hebbal's high-rises and north Bangalore villas",
      paragraphs: [
        "Apartments around Hebbal and Kempapura include many towers with large living rooms and balconies with open views. Residents ask for feature walls, layered lighting and a bar or coffee counter for entertaining.",
        "Many households work in north Bangalore's tech parks or fly often from the nearby airport. Storage for suitcases, a well-organised entrance and a quiet study come up in almost every brief.",
        "Older homes in nearby RT Nagar and Sanjaynagar are also coming up for renovation. There we focus on modernising kitchens, bathrooms and wardrobes while keeping the familiar layout.",
      ],
    },
    coveredLocalities: [
      "Kempapura",
      "RT Nagar",
      "Sanjaynagar",
      "Ganganagar",
      "Bhoopasandra",
      "Amruthahalli",
      "Sahakara Nagar",
    ],
    nearby: ["thanisandra", "yelahanka", "sadashivanagar", "malleshwaram"],
    visit: {
      heading: "How we schedule free consultations in Hebbal",
      paragraphs: [
        "Hebbal is a cross-city drive from our BTM Layout studio, so we book your consultation for a fixed slot and plan longer site days once work starts. High-rise towers here have firm rules on lift bookings and loading bays, which we confirm with the facility team before any material arrives.",
      ],
    },
    faq: [
      {
        question: "Our Hebbal flat has a lovely view. How do we keep it the focus of the living room?",
        answer:
          "We keep furniture low along the window wall, avoid heavy curtains on that side and put the TV on a side wall, so the view is the first thing you notice.",
      },
      {
        question: "We travel a lot. What storage should we plan for?",
        answer:
          "A loft or tall unit for suitcases near the bedrooms, a console at the entrance for keys and travel documents, and wardrobes with room for both everyday and seasonal clothes.",
      },
      {
        question: "Do you renovate older houses in RT Nagar and Sanjaynagar as well?",
        answer:
          "Yes, the same team covers them. Renovations there usually begin with the kitchen, bathrooms and wiring, then move on to woodwork and paint.",
      },
    ],
  },
  {
    slug: "devanahalli",
    name: "Devanahalli",
    slim: true,
    seo: {
      title: "Interior Designer in Devanahalli | Near Bangalore Airport",
      description:
        "Complete interiors for new apartments and villas in Devanahalli, handled remotely for owners who live elsewhere, with longer site days planned for distance.",
      keywords: [
        "interior designer devanahalli",
        "villa interiors devanahalli",
        "new flat interiors devanahalli",
        "interior designer near bangalore airport",
        "interior consultation devanahalli",
      ],
      ogTitle: "Interiors for Devanahalli apartments and villas",
      ogDescription:
        "Bare-shell flats and villas near the airport finished by one team, with video-call design reviews and photo updates for owners who live away.",
    },
    intro:
      "Devanahalli, near Kempegowda International Airport, is changing quickly, with new apartment projects, plotted layouts and villa communities. Many owners here are setting up a first home, a future retirement home or a flat to let.",
    homes: {
      heading: "New apartments and villas near Devanahalli and the airport",
      paragraphs: [
        "Most homes here are recently completed and handed over as bare shells, so owners need a complete fit-out: kitchen, wardrobes, lighting, curtains and a few key furniture pieces. Because some owners do not live in Bangalore yet, we often design and deliver the whole home with only occasional visits from them.",
        "Villa owners have more space and often want a sit-out, a landscaped terrace or a ground-floor bedroom for parents. Dust from open land and nearby construction is a real concern, so we suggest well-sealed shutters and finishes that wipe clean.",
      ],
    },
    coveredLocalities: ["Devanahalli Town", "Chikkajala", "Bettahalasur", "Sadahalli", "Bagalur"],
    nearby: ["yelahanka", "hebbal", "thanisandra"],
    visit: {
      heading: "Making a free consultation work in Devanahalli",
      paragraphs: [
        "Devanahalli is a long way from our BTM Layout studio, so the team plans longer days here because of the distance: one extended visit for measurements and discussion, then grouped site days during the work. Between visits we share drawings, 3D views and progress photos online.",
      ],
    },
    faq: [
      {
        question: "I live outside Bangalore. Can you handle my Devanahalli interiors without me there?",
        answer:
          "Owners who live away are common here, so we finalise the design with you over video calls, send photo updates at each stage and arrange the final walk-through when you can travel, or with someone you nominate.",
      },
      {
        question: "Does the distance from BTM Layout add to the cost?",
        answer:
          "Any travel is shown in the itemised quote you receive before work starts, with no hidden charges later. Planning longer site days keeps the number of trips down.",
      },
      {
        question: "What should I do with a Devanahalli villa I plan to let out?",
        answer:
          "Fit a good kitchen, wardrobes and lighting, keep the finishes neutral and durable, and skip costly decorative work. A move-in-ready home is what most tenants look for.",
      },
    ],
  },
  {
    slug: "horamavu",
    name: "Horamavu",
    slim: false,
    seo: {
      title: "Interior Designer in Horamavu | {business}",
      description:
        "Sensible interiors for Horamavu flats and layout houses: lofts, utility storage, rental floors and units sized for buildings without a service lift.",
      keywords: [
        "interior designer horamavu",
        "2bhk interiors horamavu",
        "wardrobe design horamavu",
        "modular kitchen horamavu",
        "independent house interiors horamavu",
      ],
      ogTitle: "Interiors for Horamavu apartments and houses",
      ogDescription:
        "Well-built, space-saving interiors for Horamavu's mid-sized apartments and independent houses off the Outer Ring Road. Free consultation.",
    },
    intro:
      "Horamavu, off the Outer Ring Road in north-east Bangalore, is mostly mid-sized apartment buildings and independent houses in growing layouts. Residents look for sensible, well-built interiors that make the most of modest floor plans.",
    homes: {
      heading: "Sensible interiors for Horamavu's apartments and layouts",
      paragraphs: [
        "Many flats here are 2BHKs and 3BHKs in buildings of a few floors, so every bit of storage inside the flat counts. We design lofts, under-bed storage and utility cabinets for the washing machine and cleaning supplies.",
        "Independent houses in Horamavu Agara, Kalkere and the nearby layouts are often home to joint families or have a rented floor. We plan wardrobes, kitchens and pooja units for the family floor and simple, durable fittings for the rental one.",
        "Residents often work along the ORR or in the tech parks towards Hebbal and Whitefield. They like a compact study corner that does not take over the bedroom, with a shelf above for files and a drawer for chargers.",
      ],
    },
    coveredLocalities: [
      "Horamavu Agara",
      "Kalkere",
      "Babusapalya",
      "Kalyan Nagar",
      "Banaswadi",
      "Hennur",
      "Ramamurthy Nagar",
    ],
    nearby: ["kr-puram", "thanisandra", "cooke-town-frazer-town", "hebbal"],
    visit: {
      heading: "What to expect from a free consultation in Horamavu",
      paragraphs: [
        "We reach Horamavu from BTM Layout along the Outer Ring Road, so visits are planned outside the busiest hours and each site day is kept productive. Smaller buildings here may not have a service lift, so we work out how panels and countertops will go up the stairs before they are cut to size.",
      ],
    },
    faq: [
      {
        question: "Our Horamavu building has no service lift. Can modular units still be installed?",
        answer:
          "They can, because we size panels and countertops to be carried up the staircase and assemble them inside the flat, and we check the stairwell on the first visit.",
      },
      {
        question:
          "We live on the ground floor and rent out the first. Should both floors be designed together?",
        answer:
          "It helps, because carpenters and materials can be shared across both floors. Your floor stays more personal and the rental floor simple and sturdy.",
      },
      {
        question: "Can a washing machine and utility storage fit on a small balcony?",
        answer:
          "Usually, with a tall unit for brooms and detergents, a covered space for the machine and a foldable drying rack. We use water-resistant materials since the balcony is open to the rain.",
      },
    ],
  },
  {
    slug: "kr-puram",
    name: "KR Puram",
    slim: false,
    seo: {
      title: "Interior Designer in KR Puram | {business}",
      description:
        "Sensible interiors for KR Puram flats and renovations of older houses near Old Madras Road: kitchens, wardrobes, noise control and itemised quotes.",
      keywords: [
        "interior designer kr puram",
        "2bhk interiors kr puram",
        "home renovation kr puram",
        "modular kitchen kr puram",
        "wardrobe design kr puram",
        "apartment interiors ramamurthy nagar",
      ],
      ogTitle: "Interior design for KR Puram homes",
      ogDescription:
        "Apartments near the ORR and older independent houses around KR Puram, designed to last and quoted item by item. Free consultation.",
    },
    intro:
      "KR Puram, around the meeting of Old Madras Road and the Outer Ring Road, has a mix of older independent houses and apartment buildings for people working in Whitefield and along the ORR. We design long-lasting interiors here for owners and landlords.",
    homes: {
      heading: "Apartments and older homes around KR Puram",
      paragraphs: [
        "Apartments around KR Puram, Ramamurthy Nagar and towards Mahadevapura are often bought by families who want an easier commute to Whitefield and the ORR. Most want a complete but sensible fit-out: kitchen, wardrobes, a TV unit and good lighting.",
        "Older independent houses near the main roads often need more than new woodwork. Wiring, plumbing and damp-proofing are worth checking before any interiors, and we include them in the renovation plan where needed.",
        "Traffic noise along Old Madras Road bothers many families. Heavier curtains, well-sealed windows and soft furnishings help keep bedrooms quiet, and we plan them in from the start.",
      ],
    },
    coveredLocalities: [
      "Tin Factory",
      "Ramamurthy Nagar",
      "Battarahalli",
      "Mahadevapura",
      "Hoodi",
      "Basavanapura",
      "Medahalli",
    ],
    nearby: ["whitefield", "marathahalli", "horamavu", "indiranagar"],
    visit: {
      heading: "Booking your free consultation in KR Puram",
      paragraphs: [
        "Our team travels from BTM Layout along the Outer Ring Road, so we fix visit times in advance and steer clear of the evening peak. In apartment buildings we agree work hours and lift use with the association, and at independent houses we plan where materials can be stored safely overnight.",
      ],
    },
    faq: [
      {
        question: "Our KR Puram flat faces a busy road. Can interiors help with the noise?",
        answer:
          "They can reduce it noticeably: sealed sliding windows, lined curtains, upholstered headboards and rugs all soften sound, and where possible we place the bed away from the road-facing wall.",
      },
      {
        question: "Is it worth renovating an older independent house in KR Puram rather than rebuilding?",
        answer:
          "If the structure is sound, renovation is usually quicker and less disruptive. We assess the building first and give you an honest view before you commit.",
      },
      {
        question: "Can you work to a tight budget for a 2BHK?",
        answer:
          "A tight budget works if we put the kitchen and wardrobes first, use good laminates instead of costly finishes and leave optional items for later, all laid out in an itemised quote.",
      },
    ],
  },
  {
    slug: "sadashivanagar",
    name: "Sadashivanagar",
    slim: false,
    seo: {
      title: "Sadashivanagar Interior Designer | Bungalow Renovation",
      description:
        "Phased renovation of Sadashivanagar's large bungalows: formal rooms reimagined, show and working kitchens, veneers and stone chosen from real samples.",
      keywords: [
        "interior designer sadashivanagar",
        "bungalow renovation sadashivanagar",
        "luxury home interiors sadashivanagar",
        "kitchen design sadashivanagar",
        "bedroom design sadashivanagar",
        "interior designer rmv extension",
      ],
      ogTitle: "Bungalow interiors in Sadashivanagar",
      ogDescription:
        "Careful, phased renovation and fine finishes for Sadashivanagar's large family bungalows, planned room by room with you in 3D.",
    },
    intro:
      "Sadashivanagar is known for large bungalows on quiet, tree-lined roads near Sankey Tank, many owned by the same families for decades. Interiors here are about careful renovation, fine finishes and rooms that suit both everyday life and entertaining.",
    homes: {
      heading: "Designing for Sadashivanagar's bungalows and large family homes",
      paragraphs: [
        "Bungalows here often have generous formal living and dining rooms, long corridors and several bedrooms, some untouched for years. We settle each room's role first, then design wardrobes, lighting and furniture that fit the proportions of the house.",
        "Owners tend to want veneers, stone countertops and solid wood details, finished with real care. Every material is shown as a physical sample and in the 3D design before it is ordered.",
        "Homes with live-in staff and frequent entertaining need back-of-house planning too. We separate a working kitchen from a show kitchen, add proper pantry storage and plan service routes that keep the guest rooms uncluttered.",
      ],
    },
    coveredLocalities: [
      "RMV Extension",
      "RMV 2nd Stage",
      "Palace Orchards",
      "Vyalikaval",
      "Armane Nagar",
      "Bhoopasandra",
      "Mekhri Circle",
    ],
    nearby: ["malleshwaram", "hebbal", "cooke-town-frazer-town"],
    visit: {
      heading: "A first walk-through of your Sadashivanagar home",
      paragraphs: [
        "A designer comes from our BTM Layout studio, walks the whole property with you and notes what should be preserved, such as old woodwork, flooring or a favourite room. Because the drive crosses the city, this first meeting gets a longer slot.",
        "Larger bungalows are usually renovated in phases so the family can keep living in part of the house, and we agree security and parking for the site team with your household staff.",
      ],
    },
    faq: [
      {
        question: "Can you renovate our Sadashivanagar bungalow in stages while we live there?",
        answer:
          "That is how most bungalows here are done: we divide the house into zones, finish one before opening the next and keep the kitchen and at least one bedroom wing usable throughout.",
      },
      {
        question: "We have a formal living room we hardly use. Can it become something more useful?",
        answer:
          "It often becomes a library, a family lounge or a music room that can still receive guests. We show the options in 3D so the whole family can weigh in.",
      },
      {
        question: "Do you work with veneers and natural stone?",
        answer:
          "We source veneers, stone and solid wood to suit each design, show you samples before ordering, and our team handles the finishing on site.",
      },
      {
        question: "Can a show kitchen and a working kitchen be planned together?",
        answer:
          "We plan them as a pair: the show kitchen near the dining room for light cooking and serving, and the working kitchen with heavy-duty storage, a strong chimney and its own access where the layout allows.",
      },
    ],
  },
  {
    slug: "basavanagudi",
    name: "Basavanagudi",
    slim: true,
    seo: {
      title: "Interior Designer in Basavanagudi | Heritage Home Renovation",
      description:
        "Renovating Basavanagudi's older houses and heritage homes: pooja rooms restored, storage built into alcoves and kitchens that suit traditional interiors.",
      keywords: [
        "interior designer basavanagudi",
        "heritage home renovation basavanagudi",
        "pooja room design basavanagudi",
        "old house renovation basavanagudi",
        "home interiors basavanagudi",
      ],
      ogTitle: "Renovating Basavanagudi's traditional homes",
      ogDescription:
        "Older independent houses around Gandhi Bazaar and Bull Temple Road renovated without losing their character. Free consultation.",
    },
    intro:
      "Basavanagudi, around the Bull Temple and Gandhi Bazaar, is one of Bangalore's traditional neighbourhoods, with older independent houses and heritage homes that families have looked after for generations. We help renovate them without losing their character.",
    homes: {
      heading: "Heritage homes and traditional houses in Basavanagudi",
      paragraphs: [
        "Many houses here have courtyards, pillared verandahs, patterned or red oxide floors and heavy wooden doors. We design kitchens, bathrooms and wardrobes that sit comfortably beside those features, using wood tones and simple lines rather than glossy modern finishes.",
        "A traditional pooja room is central to most homes here, often with a wooden or brass mantapa. When renovating we improve its lighting, ventilation and storage for pooja items while keeping the look the family knows.",
      ],
    },
    coveredLocalities: [
      "Gandhi Bazaar",
      "NR Colony",
      "Hanumanthanagar",
      "Shankarapuram",
      "Thyagarajanagar",
      "Srinagar",
      "Chamarajpet",
    ],
    nearby: ["jayanagar", "kanakapura-road", "jp-nagar"],
    visit: {
      heading: "A free consultation visit in Basavanagudi",
      paragraphs: [
        "Basavanagudi is an easy drive from our BTM Layout studio through Jayanagar. A designer visits, photographs the features worth keeping and asks how the family uses each room, and because the roads near the market are narrow, deliveries are planned for early mornings.",
      ],
    },
    faq: [
      {
        question: "How do you add modern storage to an old Basavanagudi house without spoiling it?",
        answer:
          "We build storage into alcoves, under stairs and along plain walls, in wood finishes that suit the existing doors and windows. Nothing is fixed into old floors or carved woodwork.",
      },
      {
        question: "Our house gets damp every monsoon. Can new woodwork cope?",
        answer:
          "We fix the source of the damp first, then use moisture-resistant boards, leave a small gap between units and the walls and choose finishes that tolerate humidity.",
      },
      {
        question: "Can you restore our pooja room rather than replace it?",
        answer:
          "Restoring is often the better choice: we can clean and polish the existing wood or brass, improve the lighting and airflow and add discreet storage, so the room feels renewed but still familiar.",
      },
    ],
  },
  {
    slug: "richmond-town",
    name: "Richmond Town",
    slim: false,
    seo: {
      title: "Interior Designer in Richmond Town | {business}",
      description:
        "Interiors for Richmond Town's colonial-era bungalows, older houses and central apartments: high-ceiling rooms, old windows restored, home offices added.",
      keywords: [
        "interior designer richmond town",
        "bungalow renovation richmond town",
        "colonial home interiors bangalore",
        "apartment interiors richmond town",
        "home office design richmond town",
        "interior designer langford town",
      ],
      ogTitle: "Interiors for Richmond Town homes",
      ogDescription:
        "Colonial-era bungalows and compact city flats in Richmond Town, designed to keep their character and gain modern comfort. Free consultation.",
    },
    intro:
      "Richmond Town, just south of the city's central business district, has colonial-era bungalows, older independent houses and newer apartment buildings side by side. Owners here often want interiors that respect the old architecture while adding modern comfort.",
    homes: {
      heading: "Colonial-era bungalows and city apartments in Richmond Town",
      paragraphs: [
        "The older bungalows have high ceilings, tall windows, sloping tiled roofs and thick walls. We plan furniture and lighting to suit those proportions, with tall wardrobes, pendant lights and window treatments that let the daylight in.",
        "Newer apartments in the area are often compact and bought by professionals who want to be near MG Road and the city centre. For them we focus on storage, a small but capable kitchen and a living room that works for guests.",
        "Some bungalow owners are adding a small office or studio to the house. We help plan a separate entrance, a workspace that looks professional and a clear line between work and family life.",
      ],
    },
    coveredLocalities: [
      "Langford Town",
      "Shanthinagar",
      "Richmond Road",
      "Austin Town",
      "Vivek Nagar",
      "Wilson Garden",
      "Residency Road",
    ],
    nearby: ["ulsoor", "koramangala", "indiranagar", "cooke-town-frazer-town"],
    visit: {
      heading: "Getting started with a free consultation in Richmond Town",
      paragraphs: [
        "Richmond Town is a reasonably quick drive from our BTM Layout studio via Hosur Road. On central streets where parking is scarce, we arrange a spot for our vehicle in advance and schedule heavy deliveries outside the school and office rush.",
      ],
    },
    faq: [
      {
        question: "Our Richmond Town bungalow has very high ceilings. How do we make the rooms feel cosy?",
        answer:
          "Pendant and wall lights hung lower, tall but not full-height furniture, rugs and warmer wall colours all bring the scale down. We show the effect in 3D before anything changes.",
      },
      {
        question: "Can you work with our old wooden windows and doors?",
        answer:
          "Wherever possible we keep them. We can repair and repolish them, add modern hardware and weatherproofing, or have matching new ones made where the old ones cannot be saved.",
      },
      {
        question: "Can one room of our house become a small office?",
        answer:
          "Usually, with a separate entrance if the layout allows, good lighting, proper cabling and storage for files. We plan it so clients never walk through the family rooms.",
      },
    ],
  },
  {
    slug: "ulsoor",
    name: "Ulsoor",
    slim: false,
    seo: {
      title: "Interior Designer in Ulsoor | {business}",
      description:
        "Interiors for Ulsoor's older houses and apartments near the lake: brighter rooms, termite-safe woodwork, view-led living rooms and compact city flats.",
      keywords: [
        "interior designer ulsoor",
        "interior designer halasuru",
        "home renovation ulsoor",
        "apartment interiors ulsoor",
        "living room design ulsoor",
      ],
      ogTitle: "Interior design for Ulsoor homes",
      ogDescription:
        "Older houses and lake-side apartments in Ulsoor, close to MG Road, designed to be brighter, drier and easier to live in. Free consultation.",
    },
    intro:
      "Ulsoor, around the lake and close to MG Road, has a mix of older houses, low-rise apartments and a few newer buildings near the water. We design homes here for people who value living centrally and want interiors that suit old and new buildings alike.",
    homes: {
      heading: "Designing for Ulsoor's lake-side apartments and older homes",
      paragraphs: [
        "Many older homes around Ulsoor are independent houses on narrow streets, some with shared walls and limited daylight. We brighten them with light-reflecting finishes, better lighting and layouts that keep the windows clear.",
        "Apartments near the lake are often bought for their location and outlook. Owners ask for living rooms arranged around the balcony and for bedrooms with blackout curtains and good cross-ventilation.",
        "Older homes shaded by big trees can be prone to damp and termites. Before any woodwork goes in, we recommend an anti-termite treatment, and we use moisture-resistant boards with sealed edges.",
      ],
    },
    coveredLocalities: [
      "Halasuru",
      "Cambridge Layout",
      "Murphy Town",
      "Jogupalya",
      "Gautampura",
      "Trinity Circle",
    ],
    nearby: ["indiranagar", "richmond-town", "cooke-town-frazer-town"],
    visit: {
      heading: "Free home visits in Ulsoor",
      paragraphs: [
        "Ulsoor is a short drive from our BTM Layout studio across the central part of the city, so a visit fits easily into a weekday. Streets around the lake can be narrow and crowded, especially during temple festivals, so we plan deliveries for quieter days and confirm parking with you beforehand.",
      ],
    },
    faq: [
      {
        question: "Our old Ulsoor house is quite dark. Can interiors make it brighter?",
        answer:
          "It can, with light wall colours, reflective shutter finishes, layered lighting and tall furniture kept away from the windows. We also look at whether a partition wall could be opened up.",
      },
      {
        question: "How do you protect new woodwork from termites in an older home?",
        answer:
          "We recommend a professional anti-termite treatment before any carpentry, then use treated boards and keep units slightly raised off floors that may get damp.",
      },
      {
        question: "Can you design a compact flat near the lake that we use mainly on weekdays?",
        answer:
          "A weekday flat needs a functional kitchen, a comfortable bedroom and enough closed storage that the place stays tidy while you are away.",
      },
    ],
  },
  {
    slug: "cooke-town-frazer-town",
    name: "Cooke Town & Frazer Town",
    slim: false,
    seo: {
      title: "Interior Designers in Cooke Town & Frazer Town, Bangalore",
      description:
        "Renovations for colonial-era bungalows in Cooke Town and family homes and flats in Frazer Town: big dining rooms, ground-floor bedrooms, leak-free roofs first.",
      keywords: [
        "interior designer cooke town",
        "interior designer frazer town",
        "bungalow renovation cooke town",
        "home interiors frazer town",
        "dining room design frazer town",
        "interior designer richards town",
      ],
      ogTitle: "Interiors for Cooke Town and Frazer Town homes",
      ogDescription:
        "Older bungalows and multi-generational family homes in Cooke Town and Frazer Town, renovated with care for the details that make them special.",
    },
    intro:
      "Cooke Town and Frazer Town are among Bangalore's older residential areas, with colonial-era bungalows, independent houses and newer apartment buildings on their quiet streets. Many families here are updating homes passed down through generations.",
    homes: {
      heading: "Bungalows and family homes in Cooke Town and Frazer Town",
      paragraphs: [
        "Older bungalows in Cooke Town and the neighbouring Richards Town and Cox Town often have sloping tiled roofs, verandahs and large windows. Renovations here focus on making kitchens, bathrooms and wardrobes work for today while preserving those architectural details.",
        "Frazer Town's streets are busier and more mixed, with independent houses that have been rebuilt as apartments of a few floors. Families ask for a spacious dining area for large gatherings, a well-ventilated kitchen for frequent cooking and generous storage for festive crockery.",
        "Many households here span three generations. Where possible we plan a ground-floor bedroom for elderly parents, with easy-reach wardrobes and good lighting.",
      ],
    },
    coveredLocalities: [
      "Cooke Town",
      "Frazer Town",
      "Richards Town",
      "Cox Town",
      "Pulikeshi Nagar",
      "Benson Town",
      "Williams Town",
      "Lingarajapuram",
    ],
    nearby: ["ulsoor", "richmond-town", "indiranagar", "horamavu"],
    visit: {
      heading: "Your first meeting with a designer in Cooke Town or Frazer Town",
      paragraphs: [
        "From our BTM Layout studio we cross the city centre to reach Cooke Town and Frazer Town, so first visits are planned as longer meetings that cover measurements and the features you want to keep. Busy streets, particularly around Mosque Road during Ramzan, mean we time deliveries and parking carefully.",
      ],
    },
    faq: [
      {
        question:
          "Our Cooke Town bungalow's tiled roof leaks in the monsoon. Do we repair it before the interiors?",
        answer:
          "Roof repairs and waterproofing always come before any interiors, otherwise new ceilings and woodwork will suffer, and we can coordinate that as part of the renovation plan.",
      },
      {
        question: "Can you design a dining area big enough for our family gatherings?",
        answer:
          "We plan the dining room around the largest gathering you host regularly, with an extendable table, a crockery unit or sideboard and lighting that suits both everyday meals and celebrations.",
      },
      {
        question: "Do you do newer apartments in Frazer Town as well as old bungalows?",
        answer:
          "We take on both. Newer flats usually need a complete fit-out and bungalows a careful renovation, and the same design team handles either.",
      },
    ],
  },
] satisfies LandingArea[];
