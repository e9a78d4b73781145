import type { CatalogueEntry, CatalogueFile } from "./catalogue-types.js";

/** The Mulan project's data repository on GitHub, at the commit the digests were taken from. */
const MULAN_DATA =
  "https://raw.githubusercontent.com/tsoumakas/mulan/43f6389095ad71984264db4387a8074b22bc7d4a/data/multi-label";

/** A file of Mulan's data repository. */
const mulanFile = (set: string, name: string, sha256: string, bytes: number): CatalogueFile => ({
  name,
  url: `${MULAN_DATA}/${set}/${name}`,
  sha256,
  bytes,
});

const MULAN_SOURCE =
  "the Mulan project's data repository (github.com/tsoumakas/mulan, data/multi-label/, commit 43f6389)";
const MULAN_TERMS = "no licence is stated for the data; cite the original paper";

/**
 * The public benchmark sets `textboost data get` knows, with their publishers' addresses and the
 * SHA-256 of every file. The Mulan digests are of the files at the pinned commit of Mulan's
 * repository (the same bytes as the project's own copies). Reuters-21578 comes as the UCI KDD
 * Archive's `reuters21578.tar.gz`, whose own digest could not be verified: its unpacked files are
 * checked instead, all but `reut2-000.sgm` (see its note).
 */
export const DATASET_CATALOGUE: readonly CatalogueEntry[] = [
  {
    name: "reuters21578",
    title: "Reuters-21578, Distribution 1.0",
    format: "reuters21578",
    data: "",
    summary:
      "21,578 newswire stories (SGML); ModApte split 9,603 / 3,299, or 7,770 / 3,019 documents with the 90 usual categories",
    source:
      "the UCI KDD Archive (kdd.ics.uci.edu/databases/reuters21578/), the collection's home since David D. Lewis' page",
    licence:
      "the text and annotations are copyright Reuters Ltd.; Reuters Ltd. and Carnegie Group, Inc. allow free distribution for research purposes only (README.txt, section II)",
    citation:
      'acknowledge its use, call it "Reuters-21578, Distribution 1.0" and say where it is (D. D. Lewis, README.txt, 1997); ModApte split: C. Apté, F. Damerau, S. Weiss, Automated learning of decision rules for text categorization, ACM TOIS 12(3), 1994',
    download: {
      archive: {
        url: "https://kdd.ics.uci.edu/databases/reuters21578/reuters21578.tar.gz",
        maxBytes: 16 * 1024 * 1024,
        members: [
          {
            name: "README.txt",
            sha256: "eb669045dd883c56cb5a96da1848c3380bc6371894c5663709a46776e3262a96",
            bytes: 36388,
          },
          {
            name: "lewis.dtd",
            sha256: "8952ac0f68aa7ccf73f395654541ebf6650ab24681746ff103df4c1ac24b64e9",
            bytes: 1485,
          },
          {
            name: "all-exchanges-strings.lc.txt",
            sha256: "294fd95a1b39ad6ad620275437498873399a6d8d01d62ef191d8893c2c27395f",
            bytes: 186,
          },
          {
            name: "all-orgs-strings.lc.txt",
            sha256: "c628b46661d0c3cbb712e83048caec00fd5ca077bf6641fd90bb26794558fa4d",
            bytes: 316,
          },
          {
            name: "all-people-strings.lc.txt",
            sha256: "955ad731df714a4abe878285fc8f0e27117de161b4ebfee299e05b3f5942f8e4",
            bytes: 2474,
          },
          {
            name: "all-places-strings.lc.txt",
            sha256: "508288f57c5b25fcc90bd8471f97ccc3cd3cf96a3a6e761374ad864a1f729c85",
            bytes: 1721,
          },
          {
            name: "all-topics-strings.lc.txt",
            sha256: "f905159a05733e2fd3c99e34d86ac1691582510af14d779c26829e75a117ac42",
            bytes: 1005,
          },
          {
            name: "cat-descriptions_120396.txt",
            sha256: "70ae663742b7f94217c9dc8b2741a07c339fd272460f17523aed683b5ad7ee1f",
            bytes: 28194,
          },
          {
            name: "feldman-cia-worldfactbook-data.txt",
            sha256: "1a04607b98f5f5a7479833e3405bdd53b1006d83602538e61a5d43f68315121a",
            bytes: 273802,
          },
          { name: "reut2-000.sgm", bytes: 1324350 }, // no verified digest: see the note
          {
            name: "reut2-001.sgm",
            sha256: "1528e7e82d110d88d0234eb9619eadb7f9fd805711971df05975b92277dfdf4d",
            bytes: 1254440,
          },
          {
            name: "reut2-002.sgm",
            sha256: "99f18068d0518952987dedd78c622e5c2a584e357d264d3754696c815f3e6628",
            bytes: 1217495,
          },
          {
            name: "reut2-003.sgm",
            sha256: "78a3a8d7e04bc9d42c4614d5d5c60a4293dbe3f708df6fb5a71d9ef31f4b3fa3",
            bytes: 1298721,
          },
          {
            name: "reut2-004.sgm",
            sha256: "726342c19a65873330b412378cd6a3f0d512035f5223146ddd60930c62eb6ff0",
            bytes: 1321623,
          },
          {
            name: "reut2-005.sgm",
            sha256: "d09de619b6dd2d047d5124681f6df90550abaf592020d1c1ce338ae9b91522e7",
            bytes: 1388644,
          },
          {
            name: "reut2-006.sgm",
            sha256: "b5535c0d66b01f4976f84621a4a795afbc00d2c4bd0a1b7ae426df6630fb361d",
            bytes: 1254765,
          },
          {
            name: "reut2-007.sgm",
            sha256: "aa706007ec84a03537a3921ca976d60e11b3f99e4b9e9b2d5c81dd384d2c2062",
            bytes: 1256772,
          },
          {
            name: "reut2-008.sgm",
            sha256: "a3994583694a00b7c744097c1d7eabfcf90f2e6650cc21663e46828035a336cb",
            bytes: 1410117,
          },
          {
            name: "reut2-009.sgm",
            sha256: "29995f606dd1a9bdf907eacc9d879846c716860d9d9141676979474aaea39c7d",
            bytes: 1338903,
          },
          {
            name: "reut2-010.sgm",
            sha256: "996df6008089bd09fa5b28a4d2eb0ee5f7b9d4601cde566fed3926ac82960fa3",
            bytes: 1371071,
          },
          {
            name: "reut2-011.sgm",
            sha256: "d3a2782015247d9c2bffb8926267827fdd449c70d619435ef01a25a1c56a53ca",
            bytes: 1304117,
          },
          {
            name: "reut2-012.sgm",
            sha256: "da31035d483851f2aebce5b66d779e5e2c0ac9dcfe098596c6d544e81c5604ab",
            bytes: 1323584,
          },
          {
            name: "reut2-013.sgm",
            sha256: "8f7700bc0455fac3fcc12377ced4807b7df8aba1f21ecad059b9cc2b1cf0b8be",
            bytes: 1129687,
          },
          {
            name: "reut2-014.sgm",
            sha256: "ef936bd3e0f36cf722afa9a6957563549775af32e9e28b4f539c8737ceda83ab",
            bytes: 1128671,
          },
          {
            name: "reut2-015.sgm",
            sha256: "6d3bcec73eff871b8a5403588af814c4e50a0de6bc25707480522ab836f74026",
            bytes: 1258665,
          },
          {
            name: "reut2-016.sgm",
            sha256: "be2f03a185fff70131f3b4fdbd6229b7ee2be077eba9691eaa597c8cfbda8812",
            bytes: 1316417,
          },
          {
            name: "reut2-017.sgm",
            sha256: "f370e610b4b1342e41a98e0c426a08541044bd1d7e539674f32372a6060b73b5",
            bytes: 1546911,
          },
          {
            name: "reut2-018.sgm",
            sha256: "a5f971bf25448e915781962309e669359a35fbcaf3017a806eca0590897f209a",
            bytes: 1258819,
          },
          {
            name: "reut2-019.sgm",
            sha256: "d3b07097fba2633d130b4914aceba671645985248943ce9e39c289315339dffb",
            bytes: 1261780,
          },
          {
            name: "reut2-020.sgm",
            sha256: "f6ad1b724125c202566c63b35ea0b5ee23881f8b7ed47a32829d5af05d8e860d",
            bytes: 1049566,
          },
          {
            name: "reut2-021.sgm",
            sha256: "3f5196d32869723c9042aa5756805b4e90360f1f45ea17f4594fa0e2b3630b18",
            bytes: 621648,
          },
        ],
      },
    },
    note: "the archive's own SHA-256 is not recorded (it could not be verified): each unpacked file is checked instead. reut2-000.sgm has no recorded digest: the public copies of it differ by one small edit each, so its SHA-256 is printed for you to compare, and the others are checked",
  },
  {
    name: "medical",
    title: "Medical (clinical free text, ICD-9-CM codes)",
    format: "mulan",
    data: "",
    summary: "978 documents (333 train / 645 test), 1,449 binary features, 45 labels",
    source: MULAN_SOURCE,
    licence: MULAN_TERMS,
    citation:
      "J. P. Pestian, C. Brew, P. Matykiewicz, D. J. Hovermale, N. Johnson, K. B. Cohen, W. Duch, A shared task involving multi-label classification of clinical free text, BioNLP 2007",
    download: {
      files: [
        mulanFile(
          "medical",
          "medical-train.arff",
          "c764f45756ab1c553b8b4eaaf5605a5610a43bbbcf37492d0f1a12bf9c9e2244",
          69680,
        ),
        mulanFile(
          "medical",
          "medical-test.arff",
          "6be472e75a6c0b0916187f343a398011b1b26f8f0ddc682c575312ad3532f6c4",
          99124,
        ),
        mulanFile(
          "medical",
          "medical.xml",
          "51fa9d5c09e48caff3f0a0c75db1c9aa85944f8e35451f3ad8bd56fc422286ce",
          1818,
        ),
      ],
    },
  },
  {
    name: "enron",
    title: "Enron e-mail",
    format: "mulan",
    data: "",
    summary: "1,702 messages (1,123 train / 579 test), 1,001 binary features, 53 labels",
    source: MULAN_SOURCE,
    licence: MULAN_TERMS,
    citation:
      "B. Klimt, Y. Yang, The Enron corpus: a new dataset for email classification research, ECML 2004; labels from the UC Berkeley Enron Email Analysis Project",
    download: {
      files: [
        mulanFile(
          "enron",
          "enron-train.arff",
          "2988cefc1cdf7a8004a20ef84615cc8fa1b5d7434c16687283b41454e2d9d194",
          607799,
        ),
        mulanFile(
          "enron",
          "enron-test.arff",
          "2f3aad54a8f54caaab4ab01246fe9dd385ba944a2633028f52747b57eac5474e",
          324140,
        ),
        mulanFile(
          "enron",
          "enron.xml",
          "ed40c92d7f613eed51714912cab10dddc4ce456262137d8fef230d44c7f4457b",
          1604,
        ),
      ],
    },
  },
  {
    name: "bibtex",
    title: "BibTeX entries (tag suggestion)",
    format: "mulan",
    data: "",
    summary: "7,395 entries (4,880 train / 2,515 test), 1,836 binary features, 159 labels",
    source: MULAN_SOURCE,
    licence: MULAN_TERMS,
    citation:
      "I. Katakis, G. Tsoumakas, I. Vlahavas, Multilabel text classification for automated tag suggestion, ECML/PKDD 2008 Discovery Challenge",
    download: {
      files: [
        mulanFile(
          "bibtex",
          "bibtex-train.arff",
          "8dcc9de6e0b2cebaec8c1f4fac78431adeeb73cfd3ab879b530a66d366e59174",
          2292961,
        ),
        mulanFile(
          "bibtex",
          "bibtex-test.arff",
          "9b03329cde64d3f994bdf7fbbac3f3b10fe185c311cb9ae725475f59c7f3f922",
          1215637,
        ),
        mulanFile(
          "bibtex",
          "bibtex.xml",
          "08fe20013c1e75dcf1888c185f5187c95e76495b8518ce289b4d3afce38d1232",
          5880,
        ),
      ],
    },
  },
  {
    name: "delicious",
    title: "Delicious bookmarks (tag suggestion)",
    format: "mulan",
    data: "",
    summary: "16,105 pages (12,920 train / 3,185 test), 500 binary features, 983 labels",
    source: MULAN_SOURCE,
    licence: MULAN_TERMS,
    citation:
      "G. Tsoumakas, I. Katakis, I. Vlahavas, Effective and efficient multilabel classification in domains with large number of labels, ECML/PKDD 2008 Workshop on Mining Multidimensional Data (MMD'08)",
    download: {
      files: [
        mulanFile(
          "delicious",
          "delicious-train.arff",
          "030186cdb542ebdd32052fcdbb1ebe30115b3a22518c1b4b198c45eb827aebe1",
          3056590,
        ),
        mulanFile(
          "delicious",
          "delicious-test.arff",
          "2dfb01723a819914b0ca83361177ed413ce3f2169851d9f228d4692915d63944",
          757565,
        ),
        mulanFile(
          "delicious",
          "delicious.xml",
          "4e0c0f93c7d86a39b9fca4aaefaa00e9428f2c80277732dfbf03ca48e2c14da2",
          34303,
        ),
      ],
    },
  },
  {
    name: "slashdot",
    title: "Slashdot articles (MEKA's SLASHDOT-F)",
    format: "meka",
    data: "SLASHDOT-F.arff",
    summary:
      "3,782 articles, 1,079 binary features, 22 labels (first); the relation declares -split-number 1891 (--split train, test or all)",
    source:
      "MEKA's SLASHDOT-F.arff with a Mulan-style XML, as published in github.com/lehneres/edu.uni-tuebingen (data/, commit c3276a5)",
    licence: "no licence is stated for the data; cite the original work",
    citation:
      "J. Read, Scalable Multi-label Classification, PhD thesis, University of Waikato, 2010 (MEKA data sets)",
    download: {
      files: [
        {
          name: "SLASHDOT-F.arff",
          url: "https://raw.githubusercontent.com/lehneres/edu.uni-tuebingen/c3276a50e69e076dc9e1dd41632c898fe10987de/data/SLASHDOT-F.arff",
          sha256: "35c7b933211fc39c623252f2289de1460f588265a3df8be2c97f3090708476eb",
          bytes: 245006,
        },
        {
          name: "SLASHDOT-F.xml",
          url: "https://raw.githubusercontent.com/lehneres/edu.uni-tuebingen/c3276a50e69e076dc9e1dd41632c898fe10987de/data/SLASHDOT-F.xml",
          sha256: "bbcc6b7fcf22feb27c9810aec6f6db513bcdc021b1dfbfa2d22a3be025085028",
          bytes: 788,
        },
      ],
    },
  },
  {
    name: "rcv1subset1",
    title: "RCV1-v2 subset 1 (LYRL2004 tf-idf features)",
    format: "mulan",
    data: "rcv1subset1.arff",
    summary: "6,000 documents, 47,236 features, 101 labels, no train/test split",
    source:
      "Mulan's data set list (rcv1v2 subsets 1 to 5); the R package mldr.datasets (github.com/fcharte/mldr.datasets, additional-data/rcv1sub1.rda)",
    licence:
      "no licence is stated for the data (mldr.datasets: the data sets are the property of their authors)",
    citation:
      "D. D. Lewis, Y. Yang, T. G. Rose, F. Li, RCV1: A new benchmark collection for text categorization research, JMLR 5, 2004",
    note: "no stable public address of the ARFF file: Mulan's site lists the subsets as archives, and mldr.datasets ships them as R data (.rda). Convert one to Mulan ARFF + XML (mldr.datasets' write.mldr does) and pass it with --format mulan",
  },
  {
    name: "reutersk500",
    title: "Reuters-K500 (RCV1 documents, 500 features, 103 topics named by their path)",
    format: "mulan",
    data: "reutersk500.arff",
    summary: "6,000 documents, 500 features, 103 hierarchical labels (CCAT.C15.C151), no train/test split",
    source: "the R package mldr.datasets (github.com/fcharte/mldr.datasets, additional-data/reutersk500.rda)",
    licence:
      "no licence is stated for the data (mldr.datasets: the data sets are the property of their authors)",
    citation:
      "D. D. Lewis, Y. Yang, T. G. Rose, F. Li, RCV1: A new benchmark collection for text categorization research, JMLR 5, 2004",
    note: "no stable public address of an ARFF file: mldr.datasets ships it as R data (.rda). Convert it to Mulan ARFF + XML (mldr.datasets' write.mldr does) and pass it with --format mulan",
  },
  {
    name: "yahoo",
    title: "Yahoo! directory sets (arts, business, computers, education, entertainment, health, ...)",
    format: "mulan",
    data: "",
    summary:
      "11 sets of 2,000 train / 3,000 test pages each, normalised term weights, 21 to 40 labels; no word or label names",
    source:
      "the LAMDA group's preprocessed MATLAB files (Zhang and Zhou's MDDM data), copies of which are in several public repositories",
    licence: "no licence is stated for the data; cite the original paper",
    citation:
      "N. Ueda, K. Saito, Parametric mixture models for multi-labeled text, NIPS 15, 2002; preprocessing: Y. Zhang, Z.-H. Zhou, Multi-label dimensionality reduction via dependence maximization (MDDM), AAAI 2008",
    note: "no stable public address: the sets are published as MATLAB .mat files (train_data, train_target, test_data, test_target), which textboost does not read. Write each part as Mulan ARFF + XML (or SVMlight) and pass it with --format mulan (or svmlight)",
  },
];
