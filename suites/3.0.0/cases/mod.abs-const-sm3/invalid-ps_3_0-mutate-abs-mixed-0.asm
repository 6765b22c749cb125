// case: mod.abs-const-sm3/invalid/ps_3_0/mutate-abs-mixed-0 (validate)
// expect: invalid [mod.abs-const-sm3] (documented level; valid at the native level)
// origin: mutator abs-mixed on random seed 1 ps_3_0 #0
ps_3_0
def c54, 1.0, -1.0, 0.25, 0.25
dcl_2d s8
def c62, 0.25, 1.701796e-16, -0.5, 0.125
defi i3, 1, 2, 2, 0
defb b15, false
dcl_cube s5
dcl_fog10 v0.y
defi i12, 4, 2, 1, 0
dcl_2d s2
dcl_normal2 v9
dcl_binormal12 v2
rep i12
    sincos_pp r9.xy, -c3_abs.z
    abs r3, c3_abs.wyzy
    texldd r12, r3, s2, r3, v9.zxxw
    dsy r4, v2.zzyx
    sincos r10.x, -v9_abs.z
    min r20, r3.yyx, -r4.wwzy
    max r4.yzw, v9_abs, -r20_abs.ywzw
    break_gt c0_abs.w, -c0_abs.z
    add r29, c0_abs, v9
    loop aL, i12
        callnz l517, b13
        mul_sat_pp r20, -c0_abs.zwx, v2[aL].yyyx
        cmp_pp r28, v2_abs.yxzx, -v2.zwzx, r29
        texldd r6, r29, s8, v2.yzxy, r20.xywx
        add_pp r25, v9[aL], r3
        texldd r11, r28, s2, v2, r28
        lrp r2.xy, -r29_abs.wwzw, r29, -c223_abs.yzwz
        sincos r18.y, -v2_abs.y
        lrp r13, r28, -c2_abs.ywyx, r12
    endloop
endrep
add oC0, c0_abs.xzy, v2
mad oC1, c1_abs.zwzy, v2, v2.yxyw
mov r0, c0_abs
mov r0, c0
ret
label l517
if b2
    callnz l1386, b10
    texldl r15, r20, s2
    nop
    min r7, -v2_abs, -c223_abs
    lrp r14, r15.yzxw, r29, c2_abs
endif
ret
label l1386
ret
