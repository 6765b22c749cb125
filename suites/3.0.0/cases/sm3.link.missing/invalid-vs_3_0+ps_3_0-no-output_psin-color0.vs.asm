// case: sm3.link.missing/invalid/vs_3_0+ps_3_0/no-output_psin-color0 (link)
// expect: invalid [sm3.link.missing]
// stage: vs
// origin: templates link_vs + link_ps {psin: color0}
vs_3_0
dcl_position v0
dcl_position o0
mov o0, v0
