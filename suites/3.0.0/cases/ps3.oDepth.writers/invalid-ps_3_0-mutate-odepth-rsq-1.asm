// case: ps3.oDepth.writers/invalid/ps_3_0/mutate-odepth-rsq-1 (validate)
// expect: invalid [ps3.oDepth.writers]
// origin: mutator odepth-rsq on random seed 1 ps_3_0 #1
ps_3_0
defb b9, false
dcl_blendindices15 v0.yzw
dcl_2d s2
dcl_texcoord14_centroid v1.y
dcl_tangent15_centroid v8.xw
dcl_color8_centroid v6.yw
defi i4, 4, 0, 2, 0
rep i4
    mov r22.xzw, c223.zwwx
    mad r5.xzw, c1, r22, c1.xyyz
    break_ge v6.w, c2.w
    dsy r11.y, c3.xwyx
    crs_pp r17.xy, c3, c3
endrep
min oC0, c1.ywzy, -v0_abs.wzy
mad oC1, c1.xxxy, -v0_abs.yzy, c1.yyxz
mov oDepth, c223.x
rsq oDepth, c0.x
