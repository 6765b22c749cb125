// case: sm12.link.texcoord/invalid/vs_3_sw+ps_1_4/swvp_vsout-texcoord1 (link)
// expect: invalid [sm12.link.texcoord]
// stage: vs
// origin: templates link_vs + link_ps {pscode: texld r1, t0, vsout: texcoord1}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord1 o1
mov o1, v0
mov o0, v0
