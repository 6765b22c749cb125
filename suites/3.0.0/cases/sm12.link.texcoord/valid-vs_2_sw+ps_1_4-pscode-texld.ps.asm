// case: sm12.link.texcoord/valid/vs_2_sw+ps_1_4/pscode-texld (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {pscode: texld, vscode: mov oT0, v0 mov oT1.xy, v0}
ps_1_4
texld r1, t0
mov r0, c0
