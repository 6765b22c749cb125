// case: sm3.link.missing/valid/vs_3_0+ps_3_sw/psin-texcoord15_vsout-texcoord15 (link)
// expect: valid
// stage: vs
// origin: templates link_vs + link_ps {psin: texcoord15, vsout: texcoord15}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord15 o1
mov o1, v0
mov o0, v0
