// case: vs3.psize.not-linked/invalid/vs_3_0+ps_3_0/psin-psize (link)
// expect: invalid [vs3.psize.not-linked]
// stage: vs
// origin: templates link_vs + link_ps {psin: psize, vscode: mov o2, v0.x, vsdecl: dcl_psize o2}
vs_3_0
dcl_position v0
dcl_position o0
dcl_psize o2
mov o2, v0.x
mov o0, v0
