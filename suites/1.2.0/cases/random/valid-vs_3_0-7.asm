// case: random/valid/vs_3_0/7 (validate)
// expect: valid
// case: random/assemble/vs_3_0/7 (assemble)
// expect: the tokens of valid-vs_3_0-7.bin
// origin: random seed 1 vs_3_0 #7
vs_3_0
dcl_color1 o7.x
dcl_fog7 o9.xy
dcl_fog4 v2
dcl_tangent8 o5.zw
dcl_2d s0
dcl_texcoord15 o7.y
dcl_position o0
defi i2, 2, 2, 2, 0
dcl_normal10 v1
def c1, -2.0, 4.0, -2.1453945e33, -0.5
dcl_tangent12 o5.xy
dcl_tangent5 v8
dcl_blendweight12 o9.zw
dcl_position v0
defb b11, false
defi i1, 3, 3, 2, 0
dcl_tangent11 o7.z
dcl_fog14 o7.w
def c45, 0.5, 2.913696e-32, -1.0, 0.125
log r31, v1_abs.w
loop aL, i1
    log r4, v2[aL].y
    mul r4, v8_abs, -v8[aL].yxwx
    dp4 r27, v8[aL].yzy, c3
    rsq_sat r1, -c255.w
    mova a0.xyz, v0[aL].zxzw
    frc r29, -v1[a0.y].zywy
    loop aL, i1
        mov o7[aL].z, -c1_abs.wzzw
        dst r27.xyz, -r27_abs.yxwx, -c8[a0.x].wwx
        log r4, v0.y
        call l416
        m3x2_sat r11.xy, v1[aL], c235
        mov r27, v2.wyw
        nrm r13.xyz, c2.wwwx
        frc r14, c0
        loop aL, i1
            mov o7[aL].x, r14_abs.xyz
            mul r22.xzw, r14, c0[a0.x]
            sgn r26, c8[aL].yxxy
            mova a0, r26
            if !b10
                slt r28, -v8[a0.z].yzzw, c0.zxxz
                texldl r14, v2, s0
            endif
        endloop
    endloop
endloop
add o0, c255_abs.wyyz, c3.wywx
mul_sat o9.zw, c3.zwyx, v0.zzy
add_sat o7.x, v2_abs.wwxy, c3.yyxy
max o7.y, v1_abs.wywz, -c0_abs
min o7.z, -c3_abs.yzyz, c2.yxxz
mov o5.xy, v8
ret
label l416
ret
