// case: random/valid/vs_2_sw/12 (validate)
// expect: valid
// case: random/assemble/vs_2_sw/12 (assemble)
// expect: the tokens of valid-vs_2_sw-12.bin
// origin: random seed 1 vs_2_sw #12
vs_2_sw
dcl_texcoord11 v12
defb b14, true
dcl_position v1
def c57, 0.5, 6.383975e35, 0.25, 0.0
defi i27, 1, 3, 1, 0
defb b30, true
sge r15.xw, v12, -c3.zy
lrp r12, -c1.xxxz, c8191, c1.xyyz
slt r5, -c0.wyxz, c2
add r31, -c2.yxwx, c1
m4x3 r21.xyz, r5.xzyw, c6202
setp_ne p0.x, -c1.zzyx, c3.wxxz
callnz l1868, p0.x
dp4 r20, -r12.xyzx, c3
rcp r17.z, -r12.y
mova a0.x, -r12.wxwz
(p0.x) mad r3.xyz, c4[a0.x], -c8191.xyzy, v12.wwyz
mova a0.x, c4[a0.x].zyzy
pow r29, c1.y, c8[a0.x].z
(p0.x) dp3 r26, c0[a0.x].wyw, c3
mul r5, r5.zwyx, -r5.wyzw
slt r16, -r29.ywyw, -c3
loop aL, i27
    log r28, v1.z
    m3x4 r25, r12.zyzy, c4258
    break
    lrp r21, -r25.wxxy, -r16.yxxz, c4[a0.x]
    m4x4 r15, v1.wxwz, c278
    abs r24.x, -r25.xzw
    mov r16, -c3.w
    rsq r13.z, -r15.x
    loop aL, i27
        log r23, -c0[a0.x].w
        mova a0.x, c0.xzx
    endloop
endloop
mov oPos, r16
mul oD0.xyz, r29.zxy, -r29
mov oD1.xyw, c4[a0.x]
max oT6, r31, -c0.zzw
mul oT7.xyz, -c3.xyxw, -r5.yx
ret
label l1868
if_ge c8191.z, v1.z
    rcp r25, v12.w
else
    (p0.x) sge r11.y, c8191, v1.wzyw
    mov r28.zw, r31
    m4x3 r18.xyz, r12.yywz, c3585
endif
ret
