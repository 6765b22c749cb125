// case: sm3.link.missing/invalid/vs_3_0+ps_3_0/psin-normal_vsout-color0 (link)
// expect: invalid [sm3.link.missing]
// stage: vs
// origin: templates link_vs + link_ps {psin: normal, vsout: color0}
vs_3_0
dcl_position v0
dcl_position o0
dcl_color0 o1
mov o1, v0
mov o0, v0
