// case: sm12.link.texcoord/valid/vs_2_0+ps_1_2/pscode-texkill (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {pscode: texkill, vscode: mov oT0, v0 mov oT1, v0}
ps_1_2
texkill t1
mov r0, c0
