// case: sm3.pair.swvp/valid/vs_3_sw+ps_2_0/psize (link)
// expect: valid
// stage: vs
// origin: templates link_vs + link_ps {vscode: mov o1, v0.x, vsdecl: dcl_psize o1}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_psize o1
mov o1, v0.x
mov o0, v0
