// case: vs3.psize.not-linked/invalid/vs_3_sw+ps_3_sw/psin-psize (link)
// expect: invalid [vs3.psize.not-linked]
// stage: ps
// origin: templates link_vs + link_ps {psin: psize, vscode: mov o2, v0.x, vsdecl: dcl_psize o2}
ps_3_sw
dcl_psize v0
mov r0, v0
mov oC0, c0
