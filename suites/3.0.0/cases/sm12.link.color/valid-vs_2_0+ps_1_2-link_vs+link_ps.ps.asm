// case: sm12.link.color/valid/vs_2_0+ps_1_2/link_vs+link_ps (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {pscode: add r1, v0, v1, vscode: mov oD0, v0 mov oD1, v0}
ps_1_2
add r1, v0, v1
mov r0, c0
