// case: sm12.link.texcoord/invalid/vs_2_0+ps_1_2/pscode-texkill (link)
// expect: invalid [sm12.link.texcoord]
// stage: ps
// origin: templates link_vs + link_ps {pscode: texkill, vscode: mov oT1, v0}
ps_1_2
texkill t2
mov r0, c0
