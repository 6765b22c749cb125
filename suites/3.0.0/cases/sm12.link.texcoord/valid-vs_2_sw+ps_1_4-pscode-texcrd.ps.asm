// case: sm12.link.texcoord/valid/vs_2_sw+ps_1_4/pscode-texcrd (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {pscode: texcrd, vscode: mov oT0, v0 mov oT1.xy, v0}
ps_1_4
texcrd r1.rgb, t1
mov r0, c0
