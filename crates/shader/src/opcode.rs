//! Opcode numbers of the instruction token (`D3DSHADER_INSTRUCTION_OPCODE_TYPE`).
//!
//! These numbers are the binary format itself; mnemonics, operand layouts and which
//! profiles have each opcode are data in `spec-rules/models/opcodes.yaml`, and a test
//! checks that the two agree.

/// An opcode number (bits 0–15 of an instruction token).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Opcode(pub u16);

impl Opcode {
    /// `D3DSIO_NOP` (0).
    pub const NOP: Opcode = Opcode(0);
    /// `D3DSIO_MOV` (1).
    pub const MOV: Opcode = Opcode(1);
    /// `D3DSIO_ADD` (2).
    pub const ADD: Opcode = Opcode(2);
    /// `D3DSIO_SUB` (3).
    pub const SUB: Opcode = Opcode(3);
    /// `D3DSIO_MAD` (4).
    pub const MAD: Opcode = Opcode(4);
    /// `D3DSIO_MUL` (5).
    pub const MUL: Opcode = Opcode(5);
    /// `D3DSIO_RCP` (6).
    pub const RCP: Opcode = Opcode(6);
    /// `D3DSIO_RSQ` (7).
    pub const RSQ: Opcode = Opcode(7);
    /// `D3DSIO_DP3` (8).
    pub const DP3: Opcode = Opcode(8);
    /// `D3DSIO_DP4` (9).
    pub const DP4: Opcode = Opcode(9);
    /// `D3DSIO_MIN` (10).
    pub const MIN: Opcode = Opcode(10);
    /// `D3DSIO_MAX` (11).
    pub const MAX: Opcode = Opcode(11);
    /// `D3DSIO_SLT` (12).
    pub const SLT: Opcode = Opcode(12);
    /// `D3DSIO_SGE` (13).
    pub const SGE: Opcode = Opcode(13);
    /// `D3DSIO_EXP` (14).
    pub const EXP: Opcode = Opcode(14);
    /// `D3DSIO_LOG` (15).
    pub const LOG: Opcode = Opcode(15);
    /// `D3DSIO_LIT` (16).
    pub const LIT: Opcode = Opcode(16);
    /// `D3DSIO_DST` (17).
    pub const DST: Opcode = Opcode(17);
    /// `D3DSIO_LRP` (18).
    pub const LRP: Opcode = Opcode(18);
    /// `D3DSIO_FRC` (19).
    pub const FRC: Opcode = Opcode(19);
    /// `D3DSIO_M4X4` (20).
    pub const M4X4: Opcode = Opcode(20);
    /// `D3DSIO_M4X3` (21).
    pub const M4X3: Opcode = Opcode(21);
    /// `D3DSIO_M3X4` (22).
    pub const M3X4: Opcode = Opcode(22);
    /// `D3DSIO_M3X3` (23).
    pub const M3X3: Opcode = Opcode(23);
    /// `D3DSIO_M3X2` (24).
    pub const M3X2: Opcode = Opcode(24);
    /// `D3DSIO_CALL` (25).
    pub const CALL: Opcode = Opcode(25);
    /// `D3DSIO_CALLNZ` (26).
    pub const CALLNZ: Opcode = Opcode(26);
    /// `D3DSIO_LOOP` (27).
    pub const LOOP: Opcode = Opcode(27);
    /// `D3DSIO_RET` (28).
    pub const RET: Opcode = Opcode(28);
    /// `D3DSIO_ENDLOOP` (29).
    pub const ENDLOOP: Opcode = Opcode(29);
    /// `D3DSIO_LABEL` (30).
    pub const LABEL: Opcode = Opcode(30);
    /// `D3DSIO_DCL` (31).
    pub const DCL: Opcode = Opcode(31);
    /// `D3DSIO_POW` (32).
    pub const POW: Opcode = Opcode(32);
    /// `D3DSIO_CRS` (33).
    pub const CRS: Opcode = Opcode(33);
    /// `D3DSIO_SGN` (34).
    pub const SGN: Opcode = Opcode(34);
    /// `D3DSIO_ABS` (35).
    pub const ABS: Opcode = Opcode(35);
    /// `D3DSIO_NRM` (36).
    pub const NRM: Opcode = Opcode(36);
    /// `D3DSIO_SINCOS` (37).
    pub const SINCOS: Opcode = Opcode(37);
    /// `D3DSIO_REP` (38).
    pub const REP: Opcode = Opcode(38);
    /// `D3DSIO_ENDREP` (39).
    pub const ENDREP: Opcode = Opcode(39);
    /// `D3DSIO_IF` (40).
    pub const IF: Opcode = Opcode(40);
    /// `D3DSIO_IFC` (41).
    pub const IFC: Opcode = Opcode(41);
    /// `D3DSIO_ELSE` (42).
    pub const ELSE: Opcode = Opcode(42);
    /// `D3DSIO_ENDIF` (43).
    pub const ENDIF: Opcode = Opcode(43);
    /// `D3DSIO_BREAK` (44).
    pub const BREAK: Opcode = Opcode(44);
    /// `D3DSIO_BREAKC` (45).
    pub const BREAKC: Opcode = Opcode(45);
    /// `D3DSIO_MOVA` (46).
    pub const MOVA: Opcode = Opcode(46);
    /// `D3DSIO_DEFB` (47).
    pub const DEFB: Opcode = Opcode(47);
    /// `D3DSIO_DEFI` (48).
    pub const DEFI: Opcode = Opcode(48);
    /// `D3DSIO_TEXCOORD` (64).
    pub const TEXCOORD: Opcode = Opcode(64);
    /// `D3DSIO_TEXKILL` (65).
    pub const TEXKILL: Opcode = Opcode(65);
    /// `D3DSIO_TEX` (66).
    pub const TEX: Opcode = Opcode(66);
    /// `D3DSIO_TEXBEM` (67).
    pub const TEXBEM: Opcode = Opcode(67);
    /// `D3DSIO_TEXBEML` (68).
    pub const TEXBEML: Opcode = Opcode(68);
    /// `D3DSIO_TEXREG2AR` (69).
    pub const TEXREG2AR: Opcode = Opcode(69);
    /// `D3DSIO_TEXREG2GB` (70).
    pub const TEXREG2GB: Opcode = Opcode(70);
    /// `D3DSIO_TEXM3X2PAD` (71).
    pub const TEXM3X2PAD: Opcode = Opcode(71);
    /// `D3DSIO_TEXM3X2TEX` (72).
    pub const TEXM3X2TEX: Opcode = Opcode(72);
    /// `D3DSIO_TEXM3X3PAD` (73).
    pub const TEXM3X3PAD: Opcode = Opcode(73);
    /// `D3DSIO_TEXM3X3TEX` (74).
    pub const TEXM3X3TEX: Opcode = Opcode(74);
    /// `D3DSIO_TEXM3X3SPEC` (76).
    pub const TEXM3X3SPEC: Opcode = Opcode(76);
    /// `D3DSIO_TEXM3X3VSPEC` (77).
    pub const TEXM3X3VSPEC: Opcode = Opcode(77);
    /// `D3DSIO_EXPP` (78).
    pub const EXPP: Opcode = Opcode(78);
    /// `D3DSIO_LOGP` (79).
    pub const LOGP: Opcode = Opcode(79);
    /// `D3DSIO_CND` (80).
    pub const CND: Opcode = Opcode(80);
    /// `D3DSIO_DEF` (81).
    pub const DEF: Opcode = Opcode(81);
    /// `D3DSIO_TEXREG2RGB` (82).
    pub const TEXREG2RGB: Opcode = Opcode(82);
    /// `D3DSIO_TEXDP3TEX` (83).
    pub const TEXDP3TEX: Opcode = Opcode(83);
    /// `D3DSIO_TEXM3X2DEPTH` (84).
    pub const TEXM3X2DEPTH: Opcode = Opcode(84);
    /// `D3DSIO_TEXDP3` (85).
    pub const TEXDP3: Opcode = Opcode(85);
    /// `D3DSIO_TEXM3X3` (86).
    pub const TEXM3X3: Opcode = Opcode(86);
    /// `D3DSIO_TEXDEPTH` (87).
    pub const TEXDEPTH: Opcode = Opcode(87);
    /// `D3DSIO_CMP` (88).
    pub const CMP: Opcode = Opcode(88);
    /// `D3DSIO_BEM` (89).
    pub const BEM: Opcode = Opcode(89);
    /// `D3DSIO_DP2ADD` (90).
    pub const DP2ADD: Opcode = Opcode(90);
    /// `D3DSIO_DSX` (91).
    pub const DSX: Opcode = Opcode(91);
    /// `D3DSIO_DSY` (92).
    pub const DSY: Opcode = Opcode(92);
    /// `D3DSIO_TEXLDD` (93).
    pub const TEXLDD: Opcode = Opcode(93);
    /// `D3DSIO_SETP` (94).
    pub const SETP: Opcode = Opcode(94);
    /// `D3DSIO_TEXLDL` (95).
    pub const TEXLDL: Opcode = Opcode(95);
    /// `D3DSIO_BREAKP` (96).
    pub const BREAKP: Opcode = Opcode(96);
    /// `D3DSIO_PHASE` (0xFFFD).
    pub const PHASE: Opcode = Opcode(0xFFFD);
    /// `D3DSIO_COMMENT` (0xFFFE).
    pub const COMMENT: Opcode = Opcode(0xFFFE);
    /// `D3DSIO_END` (0xFFFF).
    pub const END: Opcode = Opcode(0xFFFF);
}

/// Every opcode constant with its `D3DSIO_` name, for the table cross-check.
pub const ALL: &[(&str, Opcode)] = &[
    ("NOP", Opcode::NOP),
    ("MOV", Opcode::MOV),
    ("ADD", Opcode::ADD),
    ("SUB", Opcode::SUB),
    ("MAD", Opcode::MAD),
    ("MUL", Opcode::MUL),
    ("RCP", Opcode::RCP),
    ("RSQ", Opcode::RSQ),
    ("DP3", Opcode::DP3),
    ("DP4", Opcode::DP4),
    ("MIN", Opcode::MIN),
    ("MAX", Opcode::MAX),
    ("SLT", Opcode::SLT),
    ("SGE", Opcode::SGE),
    ("EXP", Opcode::EXP),
    ("LOG", Opcode::LOG),
    ("LIT", Opcode::LIT),
    ("DST", Opcode::DST),
    ("LRP", Opcode::LRP),
    ("FRC", Opcode::FRC),
    ("M4X4", Opcode::M4X4),
    ("M4X3", Opcode::M4X3),
    ("M3X4", Opcode::M3X4),
    ("M3X3", Opcode::M3X3),
    ("M3X2", Opcode::M3X2),
    ("CALL", Opcode::CALL),
    ("CALLNZ", Opcode::CALLNZ),
    ("LOOP", Opcode::LOOP),
    ("RET", Opcode::RET),
    ("ENDLOOP", Opcode::ENDLOOP),
    ("LABEL", Opcode::LABEL),
    ("DCL", Opcode::DCL),
    ("POW", Opcode::POW),
    ("CRS", Opcode::CRS),
    ("SGN", Opcode::SGN),
    ("ABS", Opcode::ABS),
    ("NRM", Opcode::NRM),
    ("SINCOS", Opcode::SINCOS),
    ("REP", Opcode::REP),
    ("ENDREP", Opcode::ENDREP),
    ("IF", Opcode::IF),
    ("IFC", Opcode::IFC),
    ("ELSE", Opcode::ELSE),
    ("ENDIF", Opcode::ENDIF),
    ("BREAK", Opcode::BREAK),
    ("BREAKC", Opcode::BREAKC),
    ("MOVA", Opcode::MOVA),
    ("DEFB", Opcode::DEFB),
    ("DEFI", Opcode::DEFI),
    ("TEXCOORD", Opcode::TEXCOORD),
    ("TEXKILL", Opcode::TEXKILL),
    ("TEX", Opcode::TEX),
    ("TEXBEM", Opcode::TEXBEM),
    ("TEXBEML", Opcode::TEXBEML),
    ("TEXREG2AR", Opcode::TEXREG2AR),
    ("TEXREG2GB", Opcode::TEXREG2GB),
    ("TEXM3X2PAD", Opcode::TEXM3X2PAD),
    ("TEXM3X2TEX", Opcode::TEXM3X2TEX),
    ("TEXM3X3PAD", Opcode::TEXM3X3PAD),
    ("TEXM3X3TEX", Opcode::TEXM3X3TEX),
    ("TEXM3X3SPEC", Opcode::TEXM3X3SPEC),
    ("TEXM3X3VSPEC", Opcode::TEXM3X3VSPEC),
    ("EXPP", Opcode::EXPP),
    ("LOGP", Opcode::LOGP),
    ("CND", Opcode::CND),
    ("DEF", Opcode::DEF),
    ("TEXREG2RGB", Opcode::TEXREG2RGB),
    ("TEXDP3TEX", Opcode::TEXDP3TEX),
    ("TEXM3X2DEPTH", Opcode::TEXM3X2DEPTH),
    ("TEXDP3", Opcode::TEXDP3),
    ("TEXM3X3", Opcode::TEXM3X3),
    ("TEXDEPTH", Opcode::TEXDEPTH),
    ("CMP", Opcode::CMP),
    ("BEM", Opcode::BEM),
    ("DP2ADD", Opcode::DP2ADD),
    ("DSX", Opcode::DSX),
    ("DSY", Opcode::DSY),
    ("TEXLDD", Opcode::TEXLDD),
    ("SETP", Opcode::SETP),
    ("TEXLDL", Opcode::TEXLDL),
    ("BREAKP", Opcode::BREAKP),
    ("PHASE", Opcode::PHASE),
    ("COMMENT", Opcode::COMMENT),
    ("END", Opcode::END),
];
