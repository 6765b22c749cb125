// case: sm12.link.texcoord/valid/vs_2_0+ps_1_2/pscode-texcoord (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {pscode: texcoord, vscode: mov oT0, v0 mov oT1, v0}
ps_1_2
texcoord t1
mov r1, t1
mov r0, c0
