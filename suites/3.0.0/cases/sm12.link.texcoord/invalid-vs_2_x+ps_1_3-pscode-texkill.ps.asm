// case: sm12.link.texcoord/invalid/vs_2_x+ps_1_3/pscode-texkill (link)
// expect: invalid [sm12.link.texcoord]
// stage: ps
// origin: templates link_vs + link_ps {pscode: texkill, vscode: mov oT1, v0}
ps_1_3
texkill t2
mov r0, c0
