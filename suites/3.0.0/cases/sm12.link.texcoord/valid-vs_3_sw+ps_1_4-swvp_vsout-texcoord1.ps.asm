// case: sm12.link.texcoord/valid/vs_3_sw+ps_1_4/swvp_vsout-texcoord1 (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {pscode: texld r1, t1, vsout: texcoord1}
ps_1_4
texld r1, t1
mov r0, c0
