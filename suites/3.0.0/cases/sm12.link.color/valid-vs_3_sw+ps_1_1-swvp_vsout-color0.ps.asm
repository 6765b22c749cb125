// case: sm12.link.color/valid/vs_3_sw+ps_1_1/swvp_vsout-color0 (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {pscode: mov r1, v0, vsout: color0}
ps_1_1
mov r1, v0
mov r0, c0
