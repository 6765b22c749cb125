// case: sm12.link.texcoord/invalid/vs_3_sw+ps_1_4/swvp_vsout-texcoord1 (link)
// expect: invalid [sm12.link.texcoord]
// stage: ps
// origin: templates link_vs + link_ps {pscode: texld r1, t0, vsout: texcoord1}
ps_1_4
texld r1, t0
mov r0, c0
