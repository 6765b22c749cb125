// case: sm12.link.texcoord/invalid/vs_2_x+ps_1_3/pscode-texbem (link)
// expect: invalid [sm12.link.texcoord]
// stage: ps
// origin: templates link_vs + link_ps {pscode: texbem, vscode: mov oT1, v0}
ps_1_3
tex t1
texbem t2, t1
mov r1, t2
mov r0, c0
