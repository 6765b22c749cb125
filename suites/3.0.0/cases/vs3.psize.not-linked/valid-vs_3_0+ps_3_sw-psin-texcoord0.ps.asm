// case: vs3.psize.not-linked/valid/vs_3_0+ps_3_sw/psin-texcoord0 (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {psin: texcoord0, vscode: mov o2, v0.x mov o1, v0, vsdecl: dcl_psize o2 dcl_texcoord0 o1}
ps_3_sw
dcl_texcoord0 v0
mov r0, v0
mov oC0, c0
