// case: sm3.pair.swvp/valid/vs_3_sw+ps_2_0/psize (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {vscode: mov o1, v0.x, vsdecl: dcl_psize o1}
ps_2_0
mov oC0, c0
