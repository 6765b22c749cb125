// case: sm12.link.texcoord/invalid/vs_2_sw+ps_1_4/pscode-texcrd (link)
// expect: invalid [sm12.link.texcoord]
// stage: ps
// origin: templates link_vs + link_ps {pscode: texcrd, vscode: mov oT1, v0}
ps_1_4
texcrd r1.rgb, t2
mov r0, c0
