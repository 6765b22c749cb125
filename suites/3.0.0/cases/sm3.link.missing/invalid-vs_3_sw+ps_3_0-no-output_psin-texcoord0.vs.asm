// case: sm3.link.missing/invalid/vs_3_sw+ps_3_0/no-output_psin-texcoord0 (link)
// expect: invalid [sm3.link.missing]
// stage: vs
// origin: templates link_vs + link_ps {psin: texcoord0}
vs_3_sw
dcl_position v0
dcl_position o0
mov o0, v0
