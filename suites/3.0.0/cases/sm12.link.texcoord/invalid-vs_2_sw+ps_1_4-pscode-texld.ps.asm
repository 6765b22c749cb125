// case: sm12.link.texcoord/invalid/vs_2_sw+ps_1_4/pscode-texld (link)
// expect: invalid [sm12.link.texcoord]
// stage: ps
// origin: templates link_vs + link_ps {pscode: texld, vscode: mov oT1, v0}
ps_1_4
texld r1, t0
mov r0, c0
