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
expp r25, -c255_abs.w
mad_sat r3, r25_abs.wwx, c255, r25.xwx
sincos r26.y, v5_abs.w
max_sat r25, c0_abs.zzy, -r3.zzzx
mov r22, c3
min r29, c0.wzwy, r25
pow r3, c255.z, -r25.w
sge r19, c3_abs.yyzx, -v5.yw
if !b5
    call l357
    lrp r14.y, c3.xzwy, -v5, v5.xxy
    min r28, r29.xyw, r29_abs.yyzy
    rsq_sat r16, -c255_abs.w
    setp_lt p0.xzw, r16.wzwy, c255_abs
else
    texldl r28, r25, s3
    sgn r10, v5.xzyx
    mov r10, r19.yxyz
    mov r1, r22
    nrm r17, r3
    if b5
        m4x4 r21, r25, c250
        if_ne r1.y, r10.x
            if !b10
            else
                m3x2 r27.xy, r19, c195
                call l1432
                lit r29, r17
                max r5.x, r21.wzwx, r29.wxzw
                m3x4 r23, r1_abs.xzzy, c136
                expp r22, c2.y
                mul r9, r22.zywz, r25
                rsq r7.y, r25.z
                callnz l708, b0
            endif
        endif
    endif
endif
mov o0, c1.xyzy
add o6, r22_abs, r22
mad_sat o9.yzw, -v5, r3, c255
min o1.yzw, r3, c1
ret
label l357
log r29, -c1_abs.w
ret
label l1432
texldl r12, r28, s3
lit r26, v5
dst_sat r2, -r3.wwy, r27.wyx
crs r0.y, r29, r22
ret
label l708
mul r24, -r10.xzyx, -c3_abs.wwyx
m3x3_sat r28.xyz, r24, c9
dst_sat r9.xy, c255.wxyw, r29
crs r24.xz, c3, r9
ret
