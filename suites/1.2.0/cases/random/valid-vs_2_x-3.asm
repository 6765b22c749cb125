// case: random/valid/vs_2_x/3 (validate)
// expect: valid
// case: random/assemble/vs_2_x/3 (assemble)
// expect: the tokens of valid-vs_2_x-3.bin
// origin: random seed 1 vs_2_x #3
vs_2_x
def c55, -2.0, 8.2117435e-7, -0.5, -2.0
dcl_binormal12 v7
dcl_position v4
defi i7, 2, 1, 2, 0
dcl_normal1 v1
def c9, 0.25, -0.5, 4.0, -0.5
defb b2, true
defb b11, false
mov r1.w, -c1
m4x3 r25.xyz, v1, c191
sge r13, c1, r25.yxzx
rep i7
    expp r6, -c3.w
    log r13, c1.x
    mul r7.y, -r25, -c3
    min r23.yw, -r6.yxyz, c2.wyxy
endrep
dp4 r23, v1.zxyz, -c3
dp3 r24, v7.ywwz, c0.wxxz
log r12, c0.z
slt r10, c255, c255.wzy
call l8
rsq r10.yzw, c2.y
max r20.xyz, v7, r25
log r16.x, -r12.z
rsq r16, c3.w
slt r9.xzw, -c0, c1
rep i7
    nop
    rep i7
        logp r24, c255.z
        mova a0, -r12.xzwx
        m4x3 r1.xyz, r16, c85
        dp3 r1, c255, -c8[a0.w].wzzy
        frc r11, c8[a0.w]
        crs r0.x, c8[a0.x], -v4
        sgn r27.xy, -c0[a0.z], r1, r10
    endrep
endrep
mov oPos, r10.xwzx
add oT0.xy, r24.yzwz, r20.zxzx
mad oT3.xyz, r16.xxxw, -c0, r24
mov oFog, r10.x
ret
label l8
callnz l1, b14
setp_ne p0.xz, -r13.yzwy, -r10
mova a0, -v7
ret
label l1
sge r19.xyz, -r12.zzw, r23.ywzw
lit r10.xyz, -c3.xyx
ret
