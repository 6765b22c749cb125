// case: random/valid/vs_2_sw/13 (validate)
// expect: valid
// case: random/assemble/vs_2_sw/13 (assemble)
// expect: the tokens of valid-vs_2_sw-13.bin
// origin: random seed 1 vs_2_sw #13
vs_2_sw
defb b16, false
dcl_blendindices11 v12
defi i15, 2, 4, 2, 0
dcl_position v11
add r1, -v12.yyyx, -c0
m4x3 r23.xyz, -v11, c5929
max r7, -v11, v11.xyw
abs r15, -r7
callnz l328, b3
mov r24, r15.ywwz
mad r21.x, r24, r15.yxwy, -r1.zzx
frc r26, -c1
sge r3, -v12.xwzy, -r24.wxy
rep i15
    pow r9, r24.z, r26.w
    min r21.xz, -c3, -c2
    break_le r15.x, v11.y
    dp3 r17, -c8191.xzw, r23
    m4x3 r2.xyz, v11.yw, c6438
    rsq r28.w, r17.z
    callnz l328, b8
    mova a0.x, -r9.y
    abs r20, -c8191
    break
    exp r30, -r26.z
    frc r15, -r3.xzzy
    m4x4 r1, r9, c6406
endrep
slt r19.xw, -c8191, -c3
sub r15, c2.wxyz, c3
exp r2.xyz, r23.z
call l1881
max r9, -c2.zzwz, v12.xyx
rcp r2, c8191.w
loop aL, i15
    setp_lt p0, v11, r3
    mul r0.yzw, r9, c8[aL].zxz
    rcp r1.xy, c3.z
    slt r31.yz, -c8[aL], r26.wyw
    pow r14.x, c1.y, c2.w
    sincos r7.xy, -r21.x, c8190, c8191
    call l328
    m4x4 r21, r15, c157
endloop
mul oPos, -c8191.xxzy, -r1.yywx
mad oD1, v12, c0.zyxy, r3.zwwy
max oT0.x, c3.yzxz, c0.zxxz
min oT5.xy, -c2, r2
add oT6.xy, r7.xwyw, -r1.yxw
add oT7.xyz, r15, v12.x
mov oFog, -v11.y
ret
label l328
if b11
    loop aL, i15
        mad r7, -v11.zzzy, r15, -r23.yzxy
        sub r2, -c2, -r1.wz
        dst r30.xyw, -c8191.wxzy, v11.xzyw
        sincos r4.y, r7.z, c8190, c8191
    endloop
endif
ret
label l1881
if !b1
endif
ret
