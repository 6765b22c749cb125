// case: sm12.link.color/invalid/vs_3_sw+ps_1_1/swvp_vsout-color1 (link)
// expect: invalid [sm12.link.color]
// stage: ps
// origin: templates link_vs + link_ps {pscode: mov r1, v0, vsout: color1}
ps_1_1
mov r1, v0
mov r0, c0
