// case: sm12.link.texcoord/valid/vs_1_1+ps_1_1/pscode-tex (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {pscode: tex, vscode: mov oT0, v0 mov oT1, v0}
ps_1_1
tex t0
mov r1, t0
mov r0, c0
