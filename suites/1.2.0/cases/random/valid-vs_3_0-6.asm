// case: random/valid/vs_3_0/6 (validate)
// expect: valid
// case: random/assemble/vs_3_0/6 (assemble)
// expect: the tokens of valid-vs_3_0-6.bin
// origin: random seed 1 vs_3_0 #6
vs_3_0
defb b15, true
def c40, -1.0, -3.261739e37, 1.0, -1.504537e-22
dcl_blendindices5 o1.yzw
dcl_2d s3
def c10, -1466.2256, 2.4534285e23, 0.25, 1.0
dcl_texcoord9 o6
dcl_position o0
dcl_blendweight14 o9.x
defi i14, 3, 4, 1, 0
dcl_normal1 o9.yzw
dcl_position v5
dcl_color12 o1.x
def c53, 4.0, 0.125, 1.0, -2.0
slt r25, -c255_abs, c1.yyzy
rep i14
    log r20.xzw, v5.z
    rcp r2.yz, c255.z
    mov r5, c0
    mov r19.x, -v5.xywz
    abs r21.w, r20
    dst r18, c0.ywwy, v5
    break_eq r2_abs.z, -r18.w
    abs r18, v5_abs
    m3x4 r29, r18, c69
    log r25, r5.x
    exp_sat r12, r29_abs.x
    mul r16.yzw, c3.yyzw, r25.zzzw
    mova a0.zw, c0
    rsq_sat r16, -c0_abs.w
    setp_lt p0.xzw, c2.wzwy, r29_abs
    loop aL, i14
        if b9
            callnz l1482, !b1
            crs r10.x, v5[a0.w]_abs, r25
            breakp p0.z
            call l1125
            breakp p0.z
            dst r27, c0[aL], c3
            lit r31, r5
            add r0.w, -c3.xyxw, r18.xw
            nop
            expp r3, c8[aL].y
            lit r29, c4[aL]
            lit r5.x, c4[a0.z].wzwx
            log r25, r29_abs.z
            sub r25, v5.xwzw, c1
            dp4 r9.zw, c255.zywz, c4[a0.z]
        endif
    endloop
endrep
add o0, c1.wyxw, -c2_abs
mov o6, -r25.zyz
max o9.yzw, r25.wwwy, r25
min o1.yzw, -c3_abs.wxy, v5.xxw
ret
label l1482
max_sat r31, -r29_abs, c2
add r14, -r25_abs.wxyz, c8[a0.w].zwxy
frc r26, c4[a0.w].wyzx
expp_sat r2, c0[a0.w].x
ret
label l1125
mov r7, -r16_abs.zwzy
m3x2 r27.xy, r18, c149
crs r10.xyz, -c1, c4[a0.z]
texldl r26, r12, s3
log r23, -r19_abs.x
mul_sat r9, r7.wxyw, r7
ret
