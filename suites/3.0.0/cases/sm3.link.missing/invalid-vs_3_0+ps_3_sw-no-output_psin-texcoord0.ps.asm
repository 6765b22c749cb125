// case: sm3.link.missing/invalid/vs_3_0+ps_3_sw/no-output_psin-texcoord0 (link)
// expect: invalid [sm3.link.missing]
// stage: ps
// origin: templates link_vs + link_ps {psin: texcoord0}
ps_3_sw
dcl_texcoord0 v0
mov r0, v0
mov oC0, c0
