// case: vs3.psize.not-linked/valid/vs_3_sw+ps_3_0/psin-texcoord0 (link)
// expect: valid
// stage: vs
// origin: templates link_vs + link_ps {psin: texcoord0, vscode: mov o2, v0.x mov o1, v0, vsdecl: dcl_psize o2 dcl_texcoord0 o1}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_psize o2
dcl_texcoord0 o1
mov o2, v0.x
mov o1, v0
mov o0, v0
